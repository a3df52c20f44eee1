import type { Messages } from "./en";

export const fr = {
  greeting: "Bonjour {name},",
  greetingAnonymous: "Bonjour,",
  testMode: "Mode test : ce message vient du fournisseur de test. Rien ici n’implique d’argent ni de cartes réels.",

  "otp.smsSubject": "Code de connexion",
  "otp.smsCardholder": "Votre code de connexion au portail des titulaires de carte Beacon est {code}. Il expire dans 10 minutes.",
  "otp.smsBusiness": "Votre code de connexion au tableau de bord Beacon est {code}. Il expire dans 10 minutes.",
  "otp.emailSubject": "Votre code de connexion",
  "otp.emailCardholder":
    "Votre code à usage unique pour le portail des titulaires de carte Beacon est {code}.\nIl expire dans 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail.",
  "otp.emailBusiness":
    "Votre code à usage unique pour le tableau de bord Beacon est {code}.\nIl expire dans 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail.",

  "addressCode.subject": "Votre code de confirmation d’e-mail",
  "addressCode.cardholderBody":
    "Quelqu’un crée un compte sur le portail des titulaires de carte Beacon avec cette adresse e-mail. Votre code de confirmation est {code}.\nIl expire dans 10 minutes et ne sert qu’une fois. Si ce n’est pas vous, ignorez cet e-mail : aucun compte n’est créé sans le code.",
  "addressCode.businessBody":
    "Quelqu’un crée un compte Beacon Payouts avec cette adresse e-mail. Votre code de confirmation est {code}.\nIl expire dans 10 minutes et ne sert qu’une fois. Si ce n’est pas vous, ignorez cet e-mail : aucun compte n’est créé sans le code.",

  "reset.subject": "Réinitialisez votre mot de passe",
  "reset.body":
    "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Beacon. Ouvrez le lien ci-dessous dans l’heure pour choisir un nouveau mot de passe. Le lien ne sert qu’une fois.\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste le même.",

  "virtualCard.subject": "Votre carte virtuelle {organization} est prête",
  "virtualCard.subjectResent": "Votre carte virtuelle {organization} (nouvel envoi)",
  "virtualCard.body":
    "{organization} vous a attribué une carte virtuelle. Connectez-vous au portail des titulaires de carte (ou créez votre compte avec cette adresse e-mail) pour l’activer et voir le numéro de la carte. Nous n’envoyons jamais de numéro de carte par e-mail.",

  "member.addedSubject": "Vous avez été ajouté à {business}",
  "member.addedBody": "Vous êtes maintenant membre de {business} sur Beacon Payouts. Connectez-vous avec votre mot de passe habituel.",
  "member.invitedSubject": "Vous êtes invité à rejoindre {business}",
  "member.invitedBody":
    "Vous avez été invité à gérer les paiements de {business} sur Beacon Payouts. Ouvrez le lien ci-dessous dans les 7 jours pour choisir votre mot de passe. Le lien ne sert qu’une fois.",

  "onboarding.linkSubject": "Terminez la configuration de {business}",
  "onboarding.linkBody":
    "Merci pour votre demande. Ouvrez le lien pour poursuivre votre dossier avec les informations de votre organisation. Vous pouvez y revenir à tout moment pendant 30 jours.",
  "onboarding.ownerSubject": "{business} a besoin de vos informations",
  "onboarding.ownerBody":
    "{business} vous a déclaré comme bénéficiaire effectif (25 % ou plus). Ouvrez le lien pour donner vos informations afin que le dossier puisse être examiné. Le lien est valable 14 jours.",
  "onboarding.approvedSubject": "{business} est approuvée",
  "onboarding.approvedBody": "Bonne nouvelle : votre demande est approuvée et votre compte est actif. Connectez-vous pour commencer.",
  "onboarding.manualReviewSubject": "{business} : votre demande est en examen manuel",
  "onboarding.manualReviewBody":
    "Un membre de notre équipe examine votre demande à la main. Cela prend en général jusqu’à 2 jours ouvrés. Vous n’avez rien à faire.",
  "onboarding.documentsSubject": "{business} : encore un document, s’il vous plaît",
  "onboarding.documentsBody":
    "Pour terminer l’examen, nous avons besoin d’un relevé bancaire récent de l’organisation. Ouvrez votre lien d’inscription et déposez-le sur la page de confirmation.",

  "intake.linkSubject": "{organization} souhaite vous payer",
  "intake.linkBody":
    "{organization} souhaite vous payer par virement bancaire. Pour envoyer l'argent sur votre compte bancaire, il lui faut vos coordonnées bancaires. Ouvrez le lien pour vérifier votre adresse e-mail et les saisir. Cela prend environ cinq minutes. Si vous ne connaissez pas {organization}, n'ouvrez pas le lien.",
  "intake.codeSubject": "Votre code",
  "intake.codeBody":
    "Votre code est {code}.\nIl expire dans 10 minutes et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail.",
  "intake.verifiedSubject": "Votre compte bancaire est vérifié",
  "intake.verifiedBody": "Votre compte bancaire est vérifié. Les paiements qui vous sont destinés arriveront sur ce compte.",
  "intake.failedSubject": "Nous n’avons pas pu vérifier votre compte bancaire",
  "intake.failedBody":
    "Nous n’avons pas pu vérifier le compte bancaire que vous nous avez indiqué. Contactez l’assistance pour le corriger.",

  "notify.purchaseSubject": "Achat par carte : {amount} chez {merchant}",
  "notify.purchaseBody":
    "Votre carte se terminant par {last6} a servi à payer {amount} chez {merchant}. L’achat reste en attente jusqu’à sa comptabilisation, généralement sous 5 jours, et il est déjà déduit de votre solde.",
  "notify.declineSubject": "Carte refusée chez {merchant}",
  "notify.declineBody":
    "Un achat de {amount} chez {merchant} avec votre carte se terminant par {last6} a été refusé. Aucun argent n’a été prélevé sur votre carte.",
  "notify.loadSubject": "Argent ajouté à votre carte : {amount}",
  "notify.loadBody": "{amount} ont été chargés sur votre carte se terminant par {last6}.",
  "notify.footer": "Vous pouvez désactiver ces e-mails dans les paramètres de notification du portail des titulaires de carte.",
} as const satisfies Messages;
