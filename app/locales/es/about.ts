import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "Acerca de",
  heading: "Acerca de {{brand}}",
  body: "{{brand}} ayuda a organizaciones, como agencias de reasentamiento, organizaciones sin fines de lucro y programas públicos, a pagar a personas con tarjetas prepagadas y transferencias bancarias.",
  cardholders:
    "Si recibió una tarjeta, puede consultar su saldo, elegir su PIN, bloquearla y ver sus compras en el portal para titulares de tarjetas.",
  security: "Su información está protegida con cifrado de 256 bits.",
  contact: "¿Tiene preguntas? Escríbanos:",
} satisfies Translated<typeof en>;
