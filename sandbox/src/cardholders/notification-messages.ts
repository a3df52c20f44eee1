/**
 * The sandbox's own texts for cardholder notification e-mails, in the twelve languages (the sandbox
 * stands for a separate system and keeps its own message files; sandbox/test/cardholder-portal.test.ts
 * checks every language has every message). Placeholders: {name}, {amount}, {merchant}, {last6}.
 */
import type { LanguageCode } from "#domain/languages";

export type NotificationKind = "purchase" | "decline" | "load";
type Text = { subject: string; body: string };
export type NotificationTexts = Record<NotificationKind, Text> & { hello: string; footer: string };

export const NOTIFICATION_MESSAGES: Record<LanguageCode, NotificationTexts> = {
  en: {
    hello: "Hello {name},",
    purchase: {
      subject: "Card purchase: {amount} at {merchant}",
      body: "Your card ending in {last6} was used for {amount} at {merchant}. The purchase is pending until it posts, usually within 5 days, and it already counts in your balance.",
    },
    decline: {
      subject: "Card declined at {merchant}",
      body: "A purchase of {amount} at {merchant} with your card ending in {last6} was declined. No money was taken from your card.",
    },
    load: { subject: "Money added to your card: {amount}", body: "{amount} was loaded onto your card ending in {last6}." },
    footer: "You can turn these e-mails off in the notification settings of the cardholder portal.",
  },
  es: {
    hello: "Hola, {name}:",
    purchase: {
      subject: "Compra con tarjeta: {amount} en {merchant}",
      body: "Su tarjeta terminada en {last6} se usó para pagar {amount} en {merchant}. La compra queda pendiente hasta que se registre, normalmente en 5 días, y ya cuenta en su saldo.",
    },
    decline: {
      subject: "Tarjeta rechazada en {merchant}",
      body: "Se rechazó una compra de {amount} en {merchant} con su tarjeta terminada en {last6}. No se descontó dinero de su tarjeta.",
    },
    load: { subject: "Se agregó dinero a su tarjeta: {amount}", body: "Se cargaron {amount} en su tarjeta terminada en {last6}." },
    footer: "Puede desactivar estos correos en la configuración de notificaciones del portal para titulares de tarjeta.",
  },
  fr: {
    hello: "Bonjour {name},",
    purchase: {
      subject: "Achat par carte : {amount} chez {merchant}",
      body: "Votre carte se terminant par {last6} a servi à payer {amount} chez {merchant}. L’achat reste en attente jusqu’à sa comptabilisation, généralement sous 5 jours, et il est déjà déduit de votre solde.",
    },
    decline: {
      subject: "Carte refusée chez {merchant}",
      body: "Un achat de {amount} chez {merchant} avec votre carte se terminant par {last6} a été refusé. Aucun argent n’a été prélevé sur votre carte.",
    },
    load: { subject: "Argent ajouté à votre carte : {amount}", body: "{amount} ont été chargés sur votre carte se terminant par {last6}." },
    footer: "Vous pouvez désactiver ces e-mails dans les paramètres de notification du portail des titulaires de carte.",
  },
  pl: {
    hello: "Dzień dobry, {name},",
    purchase: {
      subject: "Płatność kartą: {amount} w {merchant}",
      body: "Twoją kartą kończącą się na {last6} zapłacono {amount} w {merchant}. Płatność jest oczekująca do czasu zaksięgowania, zwykle w ciągu 5 dni, i jest już uwzględniona w saldzie.",
    },
    decline: {
      subject: "Karta odrzucona w {merchant}",
      body: "Płatność {amount} w {merchant} kartą kończącą się na {last6} została odrzucona. Z karty nie pobrano pieniędzy.",
    },
    load: { subject: "Zasilenie karty: {amount}", body: "Na Twoją kartę kończącą się na {last6} wpłynęło {amount}." },
    footer: "Te e-maile możesz wyłączyć w ustawieniach powiadomień w portalu posiadacza karty.",
  },
  ru: {
    hello: "Здравствуйте, {name}!",
    purchase: {
      subject: "Покупка по карте: {amount} в {merchant}",
      body: "Картой, заканчивающейся на {last6}, оплачено {amount} в {merchant}. Покупка находится в обработке до проведения, обычно до 5 дней, и уже учтена в балансе.",
    },
    decline: {
      subject: "Карта отклонена в {merchant}",
      body: "Покупка на {amount} в {merchant} по карте, заканчивающейся на {last6}, отклонена. Деньги с карты не списаны.",
    },
    load: { subject: "Карта пополнена: {amount}", body: "На карту, заканчивающуюся на {last6}, зачислено {amount}." },
    footer: "Эти письма можно отключить в настройках уведомлений на портале держателя карты.",
  },
  zh: {
    hello: "{name}，您好：",
    purchase: {
      subject: "刷卡消费：在 {merchant} 消费 {amount}",
      body: "您尾号为 {last6} 的卡在 {merchant} 消费了 {amount}。该消费在入账前处于待处理状态，通常在 5 天内入账，并且已计入您的余额。",
    },
    decline: {
      subject: "您的卡在 {merchant} 被拒绝",
      body: "您尾号为 {last6} 的卡在 {merchant} 的一笔 {amount} 消费被拒绝。您的卡没有被扣款。",
    },
    load: { subject: "您的卡已充值：{amount}", body: "已向您尾号为 {last6} 的卡充值 {amount}。" },
    footer: "您可以在持卡人门户的通知设置中关闭这些邮件。",
  },
  uk: {
    hello: "Вітаємо, {name}!",
    purchase: {
      subject: "Покупка карткою: {amount} у {merchant}",
      body: "Карткою, що закінчується на {last6}, сплачено {amount} у {merchant}. Покупка в обробці до проведення, зазвичай до 5 днів, і вже врахована в балансі.",
    },
    decline: {
      subject: "Картку відхилено в {merchant}",
      body: "Покупку на {amount} у {merchant} карткою, що закінчується на {last6}, відхилено. Гроші з картки не списано.",
    },
    load: { subject: "Картку поповнено: {amount}", body: "На картку, що закінчується на {last6}, зараховано {amount}." },
    footer: "Ці листи можна вимкнути в налаштуваннях сповіщень на порталі власника картки.",
  },
  sw: {
    hello: "Habari {name},",
    purchase: {
      subject: "Ununuzi kwa kadi: {amount} kwa {merchant}",
      body: "Kadi yako inayoishia na {last6} imetumika kulipa {amount} kwa {merchant}. Ununuzi unasubiri hadi uingizwe, kwa kawaida ndani ya siku 5, na tayari umehesabiwa kwenye salio lako.",
    },
    decline: {
      subject: "Kadi imekataliwa kwa {merchant}",
      body: "Ununuzi wa {amount} kwa {merchant} kwa kadi yako inayoishia na {last6} umekataliwa. Hakuna pesa iliyochukuliwa kwenye kadi yako.",
    },
    load: { subject: "Pesa imeongezwa kwenye kadi yako: {amount}", body: "{amount} imewekwa kwenye kadi yako inayoishia na {last6}." },
    footer: "Unaweza kuzima barua pepe hizi katika mipangilio ya arifa ya lango la mwenye kadi.",
  },
  da: {
    hello: "سلام {name}،",
    purchase: {
      subject: "خرید با کارت: {amount} در {merchant}",
      body: "با کارت شما که به {last6} ختم می‌شود، مبلغ {amount} در {merchant} پرداخت شد. این خرید تا ثبت شدن، معمولاً در ۵ روز، در انتظار است و از همین حالا در موجودی شما حساب شده است.",
    },
    decline: {
      subject: "کارت در {merchant} رد شد",
      body: "خرید {amount} در {merchant} با کارت شما که به {last6} ختم می‌شود رد شد. هیچ پولی از کارت شما کم نشد.",
    },
    load: { subject: "پول به کارت شما اضافه شد: {amount}", body: "مبلغ {amount} به کارت شما که به {last6} ختم می‌شود، اضافه شد." },
    footer: "می‌توانید این ایمیل‌ها را در تنظیمات اطلاع‌رسانی پورتال دارندهٔ کارت خاموش کنید.",
  },
  pa: {
    hello: "سلام {name}،",
    purchase: {
      subject: "د کارت پېرود: {amount} په {merchant} کې",
      body: "ستاسو هغه کارت چې په {last6} پای ته رسېږي، په {merchant} کې د {amount} لپاره وکارول شو. پېرود تر ثبتېدو پورې په تمه دی، معمولاً په ۵ ورځو کې، او دمخه ستاسو په بیلانس کې شمېرل شوی.",
    },
    decline: {
      subject: "کارت په {merchant} کې رد شو",
      body: "په {merchant} کې د {amount} پېرود ستاسو د هغه کارت سره چې په {last6} پای ته رسېږي رد شو. ستاسو له کارت څخه پیسې نه دي اخیستل شوې.",
    },
    load: {
      subject: "ستاسو کارت ته پیسې ورزیاتې شوې: {amount}",
      body: "{amount} ستاسو هغه کارت ته ورزیات شول چې په {last6} پای ته رسېږي.",
    },
    footer: "تاسو کولی شئ دا برېښنالیکونه د کارت لرونکي پورټال د خبرتیا په تنظیماتو کې بند کړئ.",
  },
  far: {
    hello: "سلام {name}،",
    purchase: {
      subject: "خرید با کارت: {amount} در {merchant}",
      body: "با کارت شما که به {last6} ختم می‌شود، مبلغ {amount} در {merchant} پرداخت شد. این خرید تا ثبت نهایی، معمولاً ظرف ۵ روز، در انتظار است و هم‌اکنون در موجودی شما لحاظ شده است.",
    },
    decline: {
      subject: "کارت در {merchant} رد شد",
      body: "خرید {amount} در {merchant} با کارت شما که به {last6} ختم می‌شود رد شد. هیچ مبلغی از کارت شما کسر نشد.",
    },
    load: { subject: "به کارت شما پول واریز شد: {amount}", body: "مبلغ {amount} به کارت شما که به {last6} ختم می‌شود واریز شد." },
    footer: "می‌توانید این ایمیل‌ها را در تنظیمات اعلان‌های پورتال دارندهٔ کارت غیرفعال کنید.",
  },
  ar: {
    hello: "مرحبًا {name}،",
    purchase: {
      subject: "عملية شراء بالبطاقة: {amount} لدى {merchant}",
      body: "استُخدمت بطاقتك المنتهية بـ {last6} لدفع {amount} لدى {merchant}. تبقى عملية الشراء معلّقة حتى تُسجَّل، عادةً خلال 5 أيام، وهي محسوبة في رصيدك من الآن.",
    },
    decline: {
      subject: "رُفضت البطاقة لدى {merchant}",
      body: "رُفضت عملية شراء بقيمة {amount} لدى {merchant} ببطاقتك المنتهية بـ {last6}. لم يُخصم أي مبلغ من بطاقتك.",
    },
    load: { subject: "أُضيفت أموال إلى بطاقتك: {amount}", body: "أُضيف مبلغ {amount} إلى بطاقتك المنتهية بـ {last6}." },
    footer: "يمكنك إيقاف هذه الرسائل من إعدادات الإشعارات في بوابة حاملي البطاقات.",
  },
};
