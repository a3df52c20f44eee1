import type { Messages } from "./en";

export const es = {
  greeting: "Hola, {name}:",
  greetingAnonymous: "Hola:",
  testMode: "Modo de prueba: este mensaje procede del proveedor de pruebas. Nada en él implica dinero ni tarjetas reales.",

  "otp.smsSubject": "Código de acceso",
  "otp.smsCardholder": "Su código de acceso al portal para titulares de tarjeta de Beacon es {code}. Vence en 10 minutos.",
  "otp.smsBusiness": "Su código de acceso al panel de Beacon es {code}. Vence en 10 minutos.",
  "otp.emailSubject": "Su código de acceso",
  "otp.emailCardholder":
    "Su código de un solo uso para el portal para titulares de tarjeta de Beacon es {code}.\nVence en 10 minutos y solo sirve una vez. Si no lo pidió, ignore este correo.",
  "otp.emailBusiness":
    "Su código de un solo uso para el panel de Beacon es {code}.\nVence en 10 minutos y solo sirve una vez. Si no lo pidió, ignore este correo.",

  "addressCode.subject": "Su código de confirmación de correo",
  "addressCode.cardholderBody":
    "Alguien está creando una cuenta del portal para titulares de tarjeta de Beacon con esta dirección de correo. Su código de confirmación es {code}.\nVence en 10 minutos y solo sirve una vez. Si no fue usted, ignore este correo: sin el código no se crea ninguna cuenta.",
  "addressCode.businessBody":
    "Alguien está creando una cuenta de Beacon Payouts con esta dirección de correo. Su código de confirmación es {code}.\nVence en 10 minutos y solo sirve una vez. Si no fue usted, ignore este correo: sin el código no se crea ninguna cuenta.",

  "reset.subject": "Restablezca su contraseña",
  "reset.body":
    "Alguien pidió restablecer la contraseña de su cuenta de Beacon. Abra el enlace de abajo en el plazo de una hora para elegir una contraseña nueva. El enlace solo sirve una vez.\n\nSi no fue usted, ignore este correo; su contraseña no cambia.",

  "virtualCard.subject": "Su tarjeta virtual de {organization} está lista",
  "virtualCard.subjectResent": "Su tarjeta virtual de {organization} (enviada de nuevo)",
  "virtualCard.body":
    "{organization} le emitió una tarjeta virtual. Inicie sesión en el portal para titulares de tarjeta (o cree su cuenta con esta dirección de correo) para activarla y ver el número de la tarjeta. Nunca enviamos números de tarjeta por correo electrónico.",

  "member.addedSubject": "Le agregaron a {business}",
  "member.addedBody": "Ahora es miembro de {business} en Beacon Payouts. Inicie sesión con su contraseña actual.",
  "member.invitedSubject": "Le invitan a {business}",
  "member.invitedBody":
    "Le invitaron a gestionar los pagos de {business} en Beacon Payouts. Abra el enlace de abajo en un plazo de 7 días para elegir su contraseña. El enlace solo sirve una vez.",

  "onboarding.linkSubject": "Termine de configurar {business}",
  "onboarding.linkBody":
    "Gracias por su solicitud. Abra el enlace para continuar con la información de su organización. Puede volver a él en cualquier momento durante 30 días.",
  "onboarding.ownerSubject": "{business} necesita sus datos",
  "onboarding.ownerBody":
    "{business} le indicó como beneficiario final (25 % o más). Abra el enlace para dar su información y que la solicitud pueda revisarse. El enlace funciona durante 14 días.",
  "onboarding.approvedSubject": "{business} está aprobada",
  "onboarding.approvedBody": "Buenas noticias: su solicitud está aprobada y su cuenta está activa. Inicie sesión para empezar.",
  "onboarding.manualReviewSubject": "{business}: su solicitud está en revisión manual",
  "onboarding.manualReviewBody":
    "Una persona de nuestro equipo está revisando su solicitud a mano. Esto suele tardar hasta 2 días hábiles. No tiene que hacer nada.",
  "onboarding.documentsSubject": "{business}: falta un documento",
  "onboarding.documentsBody":
    "Para terminar la revisión necesitamos un estado de cuenta bancario reciente de la organización. Abra su enlace de registro y súbalo en la página de confirmación.",

  "intake.linkSubject": "{organization} quiere pagarle",
  "intake.linkBody":
    "{organization} quiere pagarle por transferencia bancaria. Para enviar el dinero a su cuenta bancaria, necesita los datos de esa cuenta. Abra el enlace para verificar su correo electrónico e ingresarlos. Tarda unos cinco minutos. Si no conoce a {organization}, no abra el enlace.",
  "intake.codeSubject": "Su código",
  "intake.codeBody": "Su código es {code}.\nVence en 10 minutos y solo sirve una vez. Si no lo pidió, ignore este correo.",
  "intake.verifiedSubject": "Su cuenta bancaria está verificada",
  "intake.verifiedBody": "Su cuenta bancaria está verificada. Los pagos que le envíen irán a esta cuenta.",
  "intake.failedSubject": "No pudimos verificar su cuenta bancaria",
  "intake.failedBody": "No pudimos verificar la cuenta bancaria que nos dio. Comuníquese con soporte para corregirla.",

  "notify.purchaseSubject": "Compra con tarjeta: {amount} en {merchant}",
  "notify.purchaseBody":
    "Su tarjeta terminada en {last6} se usó para pagar {amount} en {merchant}. La compra queda pendiente hasta que se registre, normalmente en 5 días, y ya cuenta en su saldo.",
  "notify.declineSubject": "Tarjeta rechazada en {merchant}",
  "notify.declineBody":
    "Se rechazó una compra de {amount} en {merchant} con su tarjeta terminada en {last6}. No se descontó dinero de su tarjeta.",
  "notify.loadSubject": "Se agregó dinero a su tarjeta: {amount}",
  "notify.loadBody": "Se cargaron {amount} en su tarjeta terminada en {last6}.",
  "notify.footer": "Puede desactivar estos correos en la configuración de notificaciones del portal para titulares de tarjeta.",
} as const satisfies Messages;
