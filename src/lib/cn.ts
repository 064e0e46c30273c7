import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, dropping the false and empty ones. It does not resolve conflicts between
 * utilities: a component's own classes and the ones a caller adds must not set the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
