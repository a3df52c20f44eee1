import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "Nieznany adres",
  heading: "Ten adres nie jest skonfigurowany",
  body: "Żadna organizacja nie używa tego adresu internetowego. Sprawdź otrzymany link albo skontaktuj się z organizacją, która go przesłała.",
} satisfies Translated<typeof en>;
