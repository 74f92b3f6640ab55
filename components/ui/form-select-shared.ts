export type FormSelectAria = {
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: "true";
};

export type FormSelectOption = { value: string; label: string };
