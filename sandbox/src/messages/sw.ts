import type { Messages } from "./en";

export const sw = {
  greeting: "Habari {name},",
  greetingAnonymous: "Habari,",
  testMode: "Hali ya majaribio: ujumbe huu unatoka kwa mtoa huduma wa majaribio. Hakuna pesa halisi wala kadi halisi zinazohusika.",

  "otp.smsSubject": "Msimbo wa kuingia",
  "otp.smsCardholder": "Msimbo wako wa kuingia kwenye lango la mmiliki wa kadi la Beacon ni {code}. Unaisha baada ya dakika 10.",
  "otp.smsBusiness": "Msimbo wako wa kuingia kwenye dashibodi ya Beacon ni {code}. Unaisha baada ya dakika 10.",
  "otp.emailSubject": "Msimbo wako wa kuingia",
  "otp.emailCardholder":
    "Msimbo wako wa matumizi ya mara moja kwa lango la mmiliki wa kadi la Beacon ni {code}.\nUnaisha baada ya dakika 10 na unafanya kazi mara moja tu. Ikiwa hukuuomba, puuza barua pepe hii.",
  "otp.emailBusiness":
    "Msimbo wako wa matumizi ya mara moja kwa dashibodi ya Beacon ni {code}.\nUnaisha baada ya dakika 10 na unafanya kazi mara moja tu. Ikiwa hukuuomba, puuza barua pepe hii.",

  "addressCode.subject": "Msimbo wako wa kuthibitisha barua pepe",
  "addressCode.cardholderBody":
    "Mtu anafungua akaunti ya lango la mmiliki wa kadi la Beacon kwa anwani hii ya barua pepe. Msimbo wako wa kuthibitisha ni {code}.\nUnaisha baada ya dakika 10 na unafanya kazi mara moja tu. Ikiwa si wewe, puuza barua pepe hii: hakuna akaunti inayofunguliwa bila msimbo.",
  "addressCode.businessBody":
    "Mtu anafungua akaunti ya Beacon Payouts kwa anwani hii ya barua pepe. Msimbo wako wa kuthibitisha ni {code}.\nUnaisha baada ya dakika 10 na unafanya kazi mara moja tu. Ikiwa si wewe, puuza barua pepe hii: hakuna akaunti inayofunguliwa bila msimbo.",

  "reset.subject": "Weka upya nenosiri lako",
  "reset.body":
    "Mtu ameomba kuweka upya nenosiri la akaunti yako ya Beacon. Fungua kiungo kilicho hapa chini ndani ya saa moja ili uchague nenosiri jipya. Kiungo kinafanya kazi mara moja tu.\n\nIkiwa si wewe, puuza barua pepe hii; nenosiri lako halitabadilika.",

  "virtualCard.subject": "Kadi yako ya mtandaoni ya {organization} iko tayari",
  "virtualCard.subjectResent": "Kadi yako ya mtandaoni ya {organization} (imetumwa tena)",
  "virtualCard.body":
    "{organization} imekupa kadi ya mtandaoni. Ingia kwenye lango la mmiliki wa kadi (au fungua akaunti yako kwa anwani hii ya barua pepe) ili uiwashe na uone namba ya kadi. Hatutumi kamwe namba za kadi kwa barua pepe.",

  "member.addedSubject": "Umeongezwa kwenye {business}",
  "member.addedBody": "Sasa wewe ni mwanachama wa {business} kwenye Beacon Payouts. Ingia kwa nenosiri lako la sasa.",
  "member.invitedSubject": "Umealikwa kwenye {business}",
  "member.invitedBody":
    "Umealikwa kusimamia malipo ya {business} kwenye Beacon Payouts. Fungua kiungo kilicho hapa chini ndani ya siku 7 ili uchague nenosiri lako. Kiungo kinafanya kazi mara moja tu.",

  "onboarding.linkSubject": "Kamilisha usanidi wa {business}",
  "onboarding.linkBody":
    "Asante kwa kutuma maombi. Fungua kiungo ili uendelee na maombi yako kwa taarifa za shirika lako. Unaweza kurudi wakati wowote ndani ya siku 30.",
  "onboarding.ownerSubject": "{business} inahitaji taarifa zako",
  "onboarding.ownerBody":
    "{business} imekuorodhesha kama mmiliki mnufaika (asilimia 25 au zaidi). Fungua kiungo ili utoe taarifa zako ili maombi yaweze kukaguliwa. Kiungo kinafanya kazi kwa siku 14.",
  "onboarding.approvedSubject": "{business} imeidhinishwa",
  "onboarding.approvedBody": "Habari njema: maombi yako yameidhinishwa na akaunti yako iko hai. Ingia ili uanze.",
  "onboarding.manualReviewSubject": "{business}: maombi yako yanakaguliwa kwa mkono",
  "onboarding.manualReviewBody":
    "Mmoja wa timu yetu anakagua maombi yako kwa mkono. Kwa kawaida huchukua hadi siku 2 za kazi. Huhitaji kufanya chochote.",
  "onboarding.documentsSubject": "{business}: tafadhali hati moja zaidi",
  "onboarding.documentsBody":
    "Ili kumaliza ukaguzi tunahitaji taarifa ya benki ya hivi karibuni ya shirika. Fungua kiungo chako cha maombi na uipakie kwenye ukurasa wa uthibitisho.",

  "intake.linkSubject": "{organization} inataka kukulipa",
  "intake.linkBody":
    "{organization} inataka kukulipa kwa uhamisho wa benki. Ili kutuma pesa kwenye akaunti yako ya benki, taarifa za akaunti hiyo zinahitajika. Fungua kiungo ili uthibitishe barua pepe yako na uweke taarifa hizo. Inachukua takriban dakika tano. Ikiwa huifahamu {organization}, usifungue kiungo.",
  "intake.codeSubject": "Msimbo wako",
  "intake.codeBody":
    "Msimbo wako ni {code}.\nUnaisha baada ya dakika 10 na unafanya kazi mara moja tu. Ikiwa hukuuomba, puuza barua pepe hii.",
  "intake.verifiedSubject": "Akaunti yako ya benki imethibitishwa",
  "intake.verifiedBody": "Akaunti yako ya benki imethibitishwa. Malipo utakayotumiwa yataingia kwenye akaunti hii.",
  "intake.failedSubject": "Hatukuweza kuthibitisha akaunti yako ya benki",
  "intake.failedBody": "Hatukuweza kuthibitisha akaunti ya benki uliyotupa. Tafadhali wasiliana na huduma kwa wateja ili kuirekebisha.",

  "notify.purchaseSubject": "Ununuzi kwa kadi: {amount} kwa {merchant}",
  "notify.purchaseBody":
    "Kadi yako inayoishia na {last6} imetumika kulipa {amount} kwa {merchant}. Ununuzi unasubiri hadi uingizwe, kwa kawaida ndani ya siku 5, na tayari umehesabiwa kwenye salio lako.",
  "notify.declineSubject": "Kadi imekataliwa kwa {merchant}",
  "notify.declineBody":
    "Ununuzi wa {amount} kwa {merchant} kwa kadi yako inayoishia na {last6} umekataliwa. Hakuna pesa iliyochukuliwa kwenye kadi yako.",
  "notify.loadSubject": "Pesa imewekwa kwenye kadi yako: {amount}",
  "notify.loadBody": "{amount} imewekwa kwenye kadi yako inayoishia na {last6}.",
  "notify.footer": "Unaweza kuzima barua pepe hizi katika mipangilio ya arifa ya lango la mmiliki wa kadi.",
} as const satisfies Messages;
