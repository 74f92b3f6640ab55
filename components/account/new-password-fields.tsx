import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/**
 * The new password and its confirmation, as the account page and a one-time link both ask for them:
 * at least 10 characters (the hint says so), never sent back filled. Labels come translated.
 */
export function NewPasswordFields({
  labels,
  errors,
}: {
  labels: { password: string; hint: string; confirm: string };
  errors: { password?: string[]; confirm?: string[] };
}) {
  return (
    <>
      <FormField name="password" label={labels.password} hint={labels.hint} errors={errors.password}>
        <Input
          {...fieldA11y("password", errors.password, true)}
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
        />
      </FormField>
      <FormField name="confirm" label={labels.confirm} errors={errors.confirm}>
        <Input
          {...fieldA11y("confirm", errors.confirm)}
          type="password"
          autoComplete="new-password"
          required
        />
      </FormField>
    </>
  );
}
