/** spec 1 §9: system access levels; an empty level is a customer user. */
export const SYSTEM_ACCESS_LEVELS = ['admin', 'accountManager'] as const;
export type SystemAccessLevel = (typeof SYSTEM_ACCESS_LEVELS)[number];

/** The four feature flags of a system user (spec 1 §6). */
export const FEATURE_FLAGS = ['hasReportsManagement', 'hasDataManagement', 'hasConnectors', 'hasAccounts'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** spec 1 §9: the browser time zone is saved when the profile has none; this is the fallback. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
