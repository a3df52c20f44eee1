import { describe, expect, it } from "vitest";
import { addBusinessDays, bankHolidays, isBusinessDay, transferTimes, verificationCompletesAt } from "./bank-transfer-schedule";

describe("business days (New York, Federal Reserve holidays)", () => {
  it("knows 2026's holidays as observed", () => {
    expect([...bankHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-16",
      "2026-05-25",
      "2026-06-19",
      "2026-07-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-12-25",
    ]);
    // 2027: Juneteenth and Independence Day fall on Saturday and Sunday: only the Sunday moves.
    expect(bankHolidays(2027).has("2027-07-05")).toBe(true);
    expect(bankHolidays(2027).has("2027-06-18")).toBe(false);
  });

  it("skips weekends and holidays", () => {
    expect(isBusinessDay("2026-11-23")).toBe(true); // Monday
    expect(isBusinessDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(addBusinessDays("2026-11-25", 1)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-27", 1)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-28", 0)).toBe("2026-11-30");
    expect(addBusinessDays("2026-12-24", 1)).toBe("2026-12-28");
  });
});

describe("transfer schedules", () => {
  // Monday 2026-11-23 10:00 New York (EST, UTC-5).
  const mondayMorning = new Date("2026-11-23T15:00:00.000Z");
  // Wednesday before Thanksgiving, 17:00 New York: after both cut-offs.
  const wednesdayEvening = new Date("2026-11-25T22:00:00.000Z");

  it("ACH: submitted 15 minutes later before 16:45, settles at 09:00 two business days on", () => {
    expect(transferTimes("ach", mondayMorning)).toEqual({
      processingAt: new Date("2026-11-23T15:15:00.000Z"),
      settlesAt: new Date("2026-11-25T14:00:00.000Z"),
    });
    // After the cut-off, before a holiday: Friday 08:30, settles Tuesday 09:00.
    expect(transferTimes("ach", wednesdayEvening)).toEqual({
      processingAt: new Date("2026-11-27T13:30:00.000Z"),
      settlesAt: new Date("2026-12-01T14:00:00.000Z"),
    });
  });

  it("same-day ACH: cut-off 14:45, settles at 17:00 the same business day", () => {
    expect(transferTimes("sameday_ach", mondayMorning)).toEqual({
      processingAt: new Date("2026-11-23T15:15:00.000Z"),
      settlesAt: new Date("2026-11-23T22:00:00.000Z"),
    });
    expect(transferTimes("sameday_ach", new Date("2026-11-23T20:00:00.000Z")).settlesAt).toEqual(new Date("2026-11-24T22:00:00.000Z"));
    // Before the window opens: submitted at 08:30.
    expect(transferTimes("sameday_ach", new Date("2026-11-23T11:00:00.000Z")).processingAt).toEqual(new Date("2026-11-23T13:30:00.000Z"));
  });

  it("instant: every day, a minute to processing and five to completion", () => {
    const saturday = new Date("2026-11-28T03:00:00.000Z");
    expect(transferTimes("instant", saturday)).toEqual({
      processingAt: new Date("2026-11-28T03:01:00.000Z"),
      settlesAt: new Date("2026-11-28T03:05:00.000Z"),
    });
  });

  it("summer time: 09:00 New York is 13:00 UTC", () => {
    expect(transferTimes("ach", new Date("2026-07-06T14:00:00.000Z")).settlesAt).toEqual(new Date("2026-07-08T13:00:00.000Z"));
  });
});

describe("bank verification", () => {
  it("completes at 17:00 New York, 1 to 3 business days after submission", () => {
    expect(verificationCompletesAt(new Date("2026-11-23T15:00:00.000Z"), 1)).toEqual(new Date("2026-11-24T22:00:00.000Z"));
    expect(verificationCompletesAt(new Date("2026-11-23T15:00:00.000Z"), 3)).toEqual(new Date("2026-11-27T22:00:00.000Z"));
    // Late on Friday evening UTC is still Friday in New York.
    expect(verificationCompletesAt(new Date("2026-11-28T03:00:00.000Z"), 1)).toEqual(new Date("2026-11-30T22:00:00.000Z"));
  });
});
