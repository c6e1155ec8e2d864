/** The digits of what a player typed or pasted ("+7 (912) 345-67-89" -> "79123456789"). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Digits laid into a country's mask (`#` a digit, anything else shown as is once a digit
 * follows it): "9123456789" in "(###) ###-##-##" -> "(912) 345-67-89". At most `max` digits
 * (the mask's count when absent); a partial number stops at its last digit.
 */
export function applyPhoneMask(mask: string, digits: string, max = [...mask].filter((c) => c === '#').length): string {
  const d = digits.slice(0, max);
  let out = '';
  let i = 0;
  for (const c of mask) {
    if (i >= d.length) break;
    if (c === '#') out += d[i++];
    else out += c;
  }
  // digits past the mask's slots (a longer number the country allows) follow it
  return out + d.slice(i);
}
