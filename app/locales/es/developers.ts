import type { Translated } from "#app/i18n/resources";
import type en from "../en/developers";

export default {
  title: "Referencia de la API",
  intro:
    "La API del proveedor que llaman sus sistemas, generada a partir del mismo contrato que usan la aplicación y el entorno de pruebas. Los montos van en centavos enteros, las horas en ISO-8601 UTC y las listas se paginan con un cursor.",
  authHeading: "Autenticación",
  authBody:
    "Las llamadas llevan un token de portador en el encabezado Authorization. Las que mueven dinero llevan además un encabezado Idempotency-Key: repetir la misma clave devuelve la primera respuesta y no mueve el dinero dos veces.",
  errorsHeading: "Errores",
  errorsBody: "Un error responde con JSON: un código estable, un mensaje y, para los campos rechazados, la lista de problemas.",
  groupsHeading: "Grupos de endpoints",
  groupColumn: "Grupo",
  countColumn: "Número de endpoints",
  allGroups: "Todos los grupos",
  parameters: "Parámetros",
  requestBody: "Cuerpo de la solicitud",
  response: "Respuesta",
  noBody: "Sin cuerpo.",
  errors: "Errores",
  required: "obligatorio",
  optional: "opcional",
  authBearer: "Token de portador",
  authLinkToken: "Token de enlace (encabezado X-Link-Token)",
  authNone: "Sin autenticación",
  values: "Valores",
  webhooksHeading: "Verificar la firma de un webhook",
  webhooksIntro:
    "Cada entrega es un POST con un cuerpo JSON y tres encabezados, según la especificación Standard Webhooks: webhook-id es el identificador del evento, igual en cada intento, así que úselo para ignorar un mensaje ya procesado; webhook-timestamp es la hora de envío en segundos; webhook-signature contiene una o varias firmas separadas por espacios.",
  step1: "Tome el secreto de la consola de webhooks, quite el prefijo whsec_ y decodifique el resto en base64: esa es la clave.",
  step2:
    "Construya el contenido firmado: webhook-id, un punto, webhook-timestamp, un punto y el cuerpo tal como llegó, antes de interpretar el JSON.",
  step3: "Calcule el HMAC-SHA256 del contenido con la clave y codifíquelo en base64.",
  step4:
    "Acepte el mensaje si una de las firmas v1 del encabezado coincide con la suya (compárelas en tiempo constante) y la marca de tiempo está a menos de cinco minutos de su reloj. Durante una rotación del secreto, el encabezado lleva una firma por cada secreto vigente.",
  exampleHeading: "Ejemplo completo",
  secret: "Secreto",
  body: "Cuerpo",
  signedContent: "Contenido firmado",
  codeHeading: "Lo mismo en JavaScript",
  eventsHeading: "Tipos de evento",
  eventsBody:
    "Un endpoint recibe los tipos a los que se suscribe, o todos si no eligió ninguno. El campo data.change indica el cambio exacto, por ejemplo card_locked. Una entrega que no recibe una respuesta 2xx en diez segundos se reintenta a los 5 s, 20 s, 80 s y así sucesivamente, ocho intentos en total.",
  integrationsPointer: "Cómo van sus endpoints y qué entregas fallaron:",
  integrations: {
    title: "Integraciones",
    intro:
      "Cómo sus sistemas reciben nuestras noticias: los endpoints webhook que reciben eventos de tarjetas, cargas, transacciones, destinatarios, cuentas bancarias, transferencias bancarias y programas de recarga automática, y cómo fueron sus entregas.",
    openConsole: "Abrir la consola de webhooks",
    consoleHint:
      "En la consola (una pestaña nueva) puede agregar y quitar endpoints, elegir tipos de evento, ver cada intento, reenviar una entrega, enviar un evento de prueba y rotar los secretos.",
    docsLink: "Referencia de la API",
    notEnabled:
      "Su organización no tiene los webhooks activados. Pida a su contacto de cuenta que los active. La referencia de la API vale igualmente.",
    endpointsHeading: "Endpoints registrados",
    noEndpoints: "Aún no hay endpoints. Agregue uno en la consola de webhooks.",
    countsCaption: "Endpoints y sus entregas de los últimos {{days}} días",
    endpointColumn: "Dirección del endpoint",
    eventsColumn: "Eventos",
    healthColumn: "Estado",
    lastAttemptColumn: "Último intento",
    deliveredColumn: "Entregadas",
    pendingColumn: "En espera",
    failedColumn: "Abandonadas",
    allEvents: "Todos los eventos",
    health: { healthy: "Funciona", failing: "Falla", idle: "Sin entregas todavía" },
    noAnswer: "Sin respuesta",
    failuresHeading: "Entregas fallidas recientes",
    noFailures: "Ninguna entrega fallida en los últimos {{days}} días.",
    timeColumn: "Falló el",
    eventColumn: "Evento",
    attemptsColumn: "Intentos",
    answerColumn: "Respuesta",
    nextColumn: "Próximo intento",
    givenUp: "Abandonada",
  },
  openApi: {
    intro: "Toda la API en un único documento OpenAPI 3.1, para generadores de clientes y herramientas de API:",
    download: "Descargar el documento OpenAPI (JSON)",
  },
} satisfies Translated<typeof en>;
