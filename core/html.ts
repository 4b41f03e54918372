// Text put into HTML the store writes by hand (e-mails, the sandboxes' pages): every character that could open markup
// or end an attribute is written as a character reference.

export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
