/** The theme's filled primary (indigo 6) gives white text 4.3:1; one shade darker passes WCAG AA's 4.5:1. */
export const strongPrimary = 'indigo.7';
