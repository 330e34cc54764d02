/** Window event sent after a review or report is accepted, so the live list refreshes (new-reviews.ts). Its own
 *  module: the page script listening for it loads none of the report form's code. */
export const REPORTS_CHANGED_EVENT = 'pm:reports-changed';
