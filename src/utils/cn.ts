import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). No merging of conflicting Tailwind classes: components give each utility one source
 * (a variant map, or a caller's class for something the base leaves unset), which keeps tailwind-merge's ~9 KB
 * gzip out of the first page's JavaScript budget.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
