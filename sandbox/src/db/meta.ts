/** Keys of the `meta` table (one row per key): small facts about the database itself. */

/** The `meta` row that says whether the demo data is ready ("seeding" or "ready"; seed/index.ts writes it). */
export const SEED_KEY = "seed";
