import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  /** The last line of a CSV export cut short by a provider error (ADR 0228). */
  csvExport: {
    incomplete: "صادرول نیمګړی دی: د تادیې چمتو کوونکي د لیست تر پای مخکې ځواب ورکول بند کړل. فایل بیا ښکته کړئ.",
  },
  testMode: {
    label: "د ازموینې حالت",
    banner:
      "د ازموینې حالت: دا سایټ د ازموینې چمتو کوونکی او نمایشي معلومات کاروي؛ دلته هېڅ ریښتینې پیسې یا ریښتیني کارتونه نه کارول کېږي.",
  },
  skipToContent: "اصلي منځپانګې ته لاړ شئ",
  home: "لومړی مخ",
  supportHours:
    "تاسو کولی شئ له دوشنبې تر جمعې پورې، د امریکا د ختیځ وخت سره سم له ۹:۰۰ بجو تر ۱۸:۰۰ بجو پورې مرسته ترلاسه کړئ، پرته له رسمي رخصتیو.",
  nextPage: "بله پاڼه",
  pages: "پاڼې",
  firstPage: "لومړۍ پاڼه",
  loading: "پورته کېږي…",
  errorSummary: "یوه ستونزه شته",
  errorTitle: "تېروتنه: {{title}}",
  busy: "لېږل کېږي…",
  panelFailed: "دا برخه پورته نه شوه. د بیا هڅې لپاره پاڼه بیا پورته کړئ.",
  previousPage: "مخکینی مخ",
  staleCursor: "د لېست هغه پاڼه نور نشته، نو دا یې لومړۍ پاڼه ده.",
  requestBody: {
    unsupported: "دا پاڼه یوازې خپل فورمه مني. دلته یې ډکه کړئ او بیا یې ولېږئ.",
    malformed: "کوم څه چې ولېږل شول، ونه لوستل شول. دلته فورمه ډکه کړئ او بیا یې ولېږئ.",
    tooLarge: "کوم څه چې ولېږل شول ډېر لوی دي: تر ټولو ډېر ۵ MB. دلته فورمه ډکه کړئ او بیا یې ولېږئ.",
  },
  review: {
    heading: "مخکې له دې چې پیسې ولېږدول شي، وګورئ",
    amount: "مقدار",
    from: "له",
    to: "ته",
    cardBalanceAfter: "وروسته د کارت بیلانس",
    fundingBalanceAfter: "وروسته د تمویل حساب بیلانس",
  },
  receipt: {
    title: "پیسې ولېږدول شوې",
    amount: "مقدار",
    newCardBalance: "د کارت نوی بیلانس",
    newFundingBalance: "د تمویل حساب نوی بیلانس",
    reference: "د حوالې شمېره",
  },
  customFields: { optional: "{{label}} (اختیاري)", none: "هېڅ" },
  activeFilters: "کارېدونکي فلټرونه",
  removeFilter: "فلټر لرې کړئ: {{filter}}",
  filterValue: "{{label}}: {{value}}",
  decline: {
    invalidMerchant: "ناسم پلورونکی",
    velocityLimitExceeded: "د لګښت حد تېر شوی",
    declined: "رد شو",
  },
  merchantCategories: {
    grocery_stores_supermarkets: "د خوړو هټۍ او سوپرمارکېټونه",
    drug_stores_and_pharmacies: "درملتونونه",
    discount_stores: "ارزانه هټۍ",
    variety_stores: "د بېلابېلو توکو هټۍ",
    department_stores: "لوی پلورنځي",
    misc_general_merchandise: "عمومي توکي او آنلاین هټۍ",
    used_merchandise_and_secondhand_stores: "د کارول شویو توکو هټۍ",
    fast_food_restaurants: "د چټکو خوړو رستورانتونه",
    eating_places_restaurants: "رستورانتونه",
    service_stations: "د تېلو سټېشنونه",
    local_commuter_transport: "سیمه‌ییز عامه ټرانسپورټ",
    bus_lines: "د لرې واټن بسونه",
    taxicabs_limousines: "ټکسي او د سفر خدمتونه",
    home_supply_warehouse_stores: "د کور د سامانونو هټۍ",
    utilities: "عامه خدمتونه (برېښنا، ګاز، اوبه)",
    cable_and_other_pay_television_services: "کېبلي او پیسه‌یي تلویزیون",
    telecommunication_services: "د تلیفون او انټرنېټ خدمتونه",
    hotels_motels_resorts: "هوټلونه او مېلمستونونه",
    airlines_air_carriers: "هوايي شرکتونه",
    car_rental_agencies: "د موټرو کرایه",
    betting_casino_gambling: "شرط، کازینو او قمار",
    package_stores_beer_wine_liquor: "د شرابو هټۍ",
    cigar_stores_and_stands: "د تنباکو هټۍ",
    bars_taverns_nightclubs: "بارونه او د شپې کلبونه",
    money_orders: "پیسه‌یي حوالې",
    financial_institutions_cash: "نغدې پیسې ایستل",
  },
  /** What to do next, under a receipt (issue 35 item 4, ADR 0235). */
  receiptNext: {
    cardLoad: "کارت لرونکی اوس کولای شي دا پیسې ولګوي.",
    cardWithdraw: "پیسې بېرته ستاسو تمویل حساب ته راغلې او بل کارت ته اچول کېدای شي.",
    cardTransfer: "د بل کارت خاوند اوس کولای شي دا پیسې ولګوي.",
    fundingTransfer:
      "دا پیسې سمدستي کارتونو ته د اچولو یا ترلاسه کوونکو ته د ورکړې لپاره کارېدای شي. دا لېږد په لاندې تاریخچه کې ښودل شوی.",
    payment: "نور څه کول نه دي پکار: دا پاڼه د تادیې حالت ښيي، څرنګه چې بانک یې پروسس کوي.",
    bulkLoad: "کارت لرونکي اوس کولای شي دا پیسې ولګوي. هغه کارت ته چې پیسې نه دي اچول شوې، له خپلې پاڼې پیسې اچول کېدای شي.",
  },
  // Issue 34 item 8 (ADR 0242): a dashboard path of a business not yet approved.
  approval: {
    pending: "ستاسو سازمان هغه وخت ډشبورډ کارولی شي چې غوښتنلیک یې تایید شي. دلته ګورئ چې ستاسو غوښتنلیک په کوم پړاو کې دی.",
  },
} satisfies Translated<typeof en>;
