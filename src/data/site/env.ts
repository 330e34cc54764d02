// Build-time switches of the data pages, read from the environment; errors name the variable.
import { normalizeDepartmentCode } from '../../domain/departments.ts';

/** How this build loads and checks its data. */
export type BuildEnv = {
  /** BUILD_FORCE=1: publish even when the data-safety checks fail. */
  force: boolean;
  /** BUILD_DEPARTMENTS=01,75: only these departments' pages (null: all). */
  departments: ReadonlySet<string> | null;
  /** BUILD_MANIFEST_PATH: counts of the last successful build. */
  manifestPath: string;
  /** BUILD_DATE: the build's "now" (ISO week of the popular list, review dates). */
  now: Date;
};

export const DEFAULT_MANIFEST_PATH = '.data/build-manifest.json';

type Env = Record<string, string | undefined>;

// Pure: the build switches of an environment object.
export function parseBuildEnv(env: Env): BuildEnv {
  const departments = (env.BUILD_DEPARTMENTS ?? '').split(',').map(normalizeDepartmentCode).filter(Boolean);
  for (const code of departments) {
    if (!/^(\d{2,3}|2[AB])$/.test(code)) {
      throw new Error(`Invalid BUILD_DEPARTMENTS entry "${code}": expected department codes like 01,2A,75,971.`);
    }
  }
  const now = env.BUILD_DATE?.trim() ? new Date(env.BUILD_DATE.trim()) : new Date();
  if (Number.isNaN(now.getTime())) {
    throw new Error(`Invalid BUILD_DATE="${env.BUILD_DATE}": expected an ISO date such as 2025-03-14T10:00:00Z.`);
  }
  return {
    force: ['1', 'true', 'yes'].includes((env.BUILD_FORCE ?? '').trim().toLowerCase()),
    departments: departments.length ? new Set(departments) : null,
    manifestPath: env.BUILD_MANIFEST_PATH?.trim() || DEFAULT_MANIFEST_PATH,
    now,
  };
}
