import type { Locale } from "./locales";
import type { Messages } from "./messages";

// next-intl's typed configuration: `t("missing.key")` and unknown locales fail the typecheck.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
