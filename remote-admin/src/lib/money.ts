/** '1234.50' → '1.234,50' (string work only: no float touches money). */
export function decimalToMoneyInput(decimal: string): string {
  const [int = '0', frac = ''] = decimal.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${frac.padEnd(2, '0').slice(0, 2)}`;
}
