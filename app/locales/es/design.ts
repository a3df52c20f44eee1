import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "Componentes",
  intro:
    "Cada componente del sistema de diseño en cada uno de sus estados, con datos de demostración. Solo el entorno de pruebas muestra esta página.",
  contents: "En esta página",
  sections: {
    colours: "Colores con significado",
    pageHeader: "Encabezado de página",
    facts: "Datos clave y valor",
    review: "Revisión antes de transferir el dinero",
    receipt: "Recibo",
    table: "Tabla",
    filters: "Barra de filtros y filtros activos",
    bulk: "Barra de acciones en lote",
    badges: "Etiquetas de estado",
    empty: "Estado vacío",
    alerts: "Alertas y mensajes",
    form: "Campos de formulario y resumen de errores",
    chart: "Gráfico y sus cifras",
  },
  tones: {
    brand: "Marca: enlaces, botones principales, foco",
    success: "Éxito: hecho, listo, activo",
    warning: "Advertencia: requiere atención pronto",
    danger: "Peligro: rechazado, fallido, no se puede deshacer",
    info: "Información: en curso",
    neutral: "Neutro: terminado, no requiere acción",
  },
  states: {
    hint: "Con una ayuda",
    invalid: "Con un error",
    disabled: "Desactivado",
  },
  demo: {
    program: "Programa: Unity Rent Relief",
    hint: "En dólares y centavos, por ejemplo 25.00.",
    info: "La transferencia bancaria llegará a más tardar el 2 de dic. de 2026.",
    warning: "La cuenta de financiamiento tiene menos dinero del que necesita la recarga automática del próximo mes.",
  },
} satisfies Translated<typeof en>;
