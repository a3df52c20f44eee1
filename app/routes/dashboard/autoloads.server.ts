import type { z } from "zod";
import { formatDateTimeFor, formatMoney } from "#app/i18n/format";
import type { autoloadSchema } from "#contract/entities";
import { autoloadRunInstant, DEFAULT_TIME_ZONE } from "#domain/dates";
import type { LanguageCode } from "#domain/languages";

type Autoload = z.infer<typeof autoloadSchema>;

/**
 * One row of the autoloads list: amounts and the next run (3 A.M. New York on the next load date)
 * formatted in the page's language and the business's time zone (ADR 0128).
 */
export function autoloadRow(autoload: Autoload, code: LanguageCode, timeZone: string = DEFAULT_TIME_ZONE) {
  return {
    id: autoload.id,
    name: autoload.name,
    frequency: autoload.frequency,
    amount: formatMoney(autoload.amountCents, code),
    members: autoload.memberCount,
    nextRun:
      autoload.status === "active" && autoload.nextLoadDate
        ? formatDateTimeFor(autoloadRunInstant(autoload.nextLoadDate), code, { timeZone })
        : null,
    status: autoload.status,
  };
}
