/** PUR-24: the Brazilian CPF a card form asks for when the billing info requires it. */

/** The billing info the server answers with the payment methods (PUR-28). */
export interface BillingInfo {
  readonly email: string | null;
  readonly zip_code: string | null;
  readonly require_brazil_cpf: boolean;
}

/** PUR-24: the `cardCpf` field is required iff `billing_info.require_brazil_cpf` is true. */
export const cpfRequired = (billing: Pick<BillingInfo, 'require_brazil_cpf'> | null): boolean => billing?.require_brazil_cpf === true;

/** A CPF's eleven digits pass its two check digits (the format itself is the Brazilian rule; docs/decisions.md). */
export const cpfValid = (typed: string): boolean => {
  const digits = typed.replace(/[.\s-]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
};
