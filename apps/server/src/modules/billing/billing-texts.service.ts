import type { Language } from '@mirante/contracts';

/** The words of the invoice PDF and of its e-mail, in every interface language. */
export interface BillingTexts {
  title: string;
  number: string;
  referenceMonth: string;
  issueDate: string;
  dueDate: string;
  contractDate: string;
  situation: string;
  situations: Record<'open' | 'paid' | 'overdue' | 'cancelled', string>;
  issuer: string;
  customer: string;
  document: { legal: string; physical: string; unknown: string };
  customerCode: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  usersLine: string;
  domainLine: string;
  activeUsers: string;
  bonusUsers: string;
  billedUsers: string;
  usersAmount: string;
  domainFees: string;
  total: string;
  observation: string;
  mailSubject: string;
  mailBody: string;
}

/** The names of Brazilian tax documents, the same in every language. */
const DOCUMENT_NAMES: BillingTexts['document'] = { legal: 'CNPJ', physical: 'CPF', unknown: 'CNPJ/CPF' };

export const BILLING_TEXTS: Record<Language, BillingTexts> = {
  'pt-BR': {
    title: 'Fatura',
    number: 'Número',
    referenceMonth: 'Mês de referência',
    issueDate: 'Data de emissão',
    dueDate: 'Vencimento',
    contractDate: 'Data do contrato',
    situation: 'Situação',
    situations: { open: 'Em aberto', paid: 'Paga', overdue: 'Vencida', cancelled: 'Cancelada' },
    issuer: 'Emitente',
    customer: 'Cliente',
    document: DOCUMENT_NAMES,
    customerCode: 'Código do cliente',
    description: 'Descrição',
    quantity: 'Qtd.',
    unitPrice: 'Preço unitário',
    amount: 'Valor',
    usersLine: 'Usuários faturados',
    domainLine: 'Domínio personalizado {domain} ({unit})',
    activeUsers: 'Usuários ativos',
    bonusUsers: 'Usuários bônus',
    billedUsers: 'Usuários faturados',
    usersAmount: 'Valor dos usuários',
    domainFees: 'Taxas de domínio',
    total: 'Total',
    observation: 'Observação',
    mailSubject: 'Fatura {number} - {month}',
    mailBody:
      'Olá,\n\nSegue em anexo a fatura {number} de {client}, referente a {month}, no valor de {total}, com vencimento em {due}.\n\n{issuer}',
  },
  'en-US': {
    title: 'Invoice',
    number: 'Number',
    referenceMonth: 'Reference month',
    issueDate: 'Date of issue',
    dueDate: 'Due date',
    contractDate: 'Contract date',
    situation: 'Situation',
    situations: { open: 'Open', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled' },
    issuer: 'Issuer',
    customer: 'Client',
    document: DOCUMENT_NAMES,
    customerCode: 'Customer code',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    usersLine: 'Billed users',
    domainLine: 'Custom domain {domain} ({unit})',
    activeUsers: 'Active users',
    bonusUsers: 'Bonus users',
    billedUsers: 'Billed users',
    usersAmount: 'Users',
    domainFees: 'Domain fees',
    total: 'Total',
    observation: 'Observation',
    mailSubject: 'Invoice {number} - {month}',
    mailBody:
      'Hello,\n\nAttached is invoice {number} of {client} for {month}, amounting to {total}, due on {due}.\n\n{issuer}',
  },
  es: {
    title: 'Factura',
    number: 'Número',
    referenceMonth: 'Mes de referencia',
    issueDate: 'Fecha de emisión',
    dueDate: 'Vencimiento',
    contractDate: 'Fecha del contrato',
    situation: 'Situación',
    situations: { open: 'Abierta', paid: 'Pagada', overdue: 'Vencida', cancelled: 'Cancelada' },
    issuer: 'Emisor',
    customer: 'Cliente',
    document: DOCUMENT_NAMES,
    customerCode: 'Código de cliente',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    usersLine: 'Usuarios facturados',
    domainLine: 'Dominio personalizado {domain} ({unit})',
    activeUsers: 'Usuarios activos',
    bonusUsers: 'Usuarios bonificados',
    billedUsers: 'Usuarios facturados',
    usersAmount: 'Importe de usuarios',
    domainFees: 'Tasas de dominio',
    total: 'Total',
    observation: 'Observación',
    mailSubject: 'Factura {number} - {month}',
    mailBody:
      'Hola:\n\nAdjuntamos la factura {number} de {client}, correspondiente a {month}, por {total}, con vencimiento el {due}.\n\n{issuer}',
  },
  'pt-PT': {
    title: 'Fatura',
    number: 'Número',
    referenceMonth: 'Mês de referência',
    issueDate: 'Data de emissão',
    dueDate: 'Data de vencimento',
    contractDate: 'Data do contrato',
    situation: 'Situação',
    situations: { open: 'Em aberto', paid: 'Paga', overdue: 'Vencida', cancelled: 'Anulada' },
    issuer: 'Emitente',
    customer: 'Cliente',
    document: DOCUMENT_NAMES,
    customerCode: 'Código de cliente',
    description: 'Descrição',
    quantity: 'Qtd.',
    unitPrice: 'Preço unitário',
    amount: 'Valor',
    usersLine: 'Utilizadores faturados',
    domainLine: 'Domínio personalizado {domain} ({unit})',
    activeUsers: 'Utilizadores ativos',
    bonusUsers: 'Utilizadores bónus',
    billedUsers: 'Utilizadores faturados',
    usersAmount: 'Valor dos utilizadores',
    domainFees: 'Taxas de domínio',
    total: 'Total',
    observation: 'Observação',
    mailSubject: 'Fatura {number} - {month}',
    mailBody:
      'Olá,\n\nSegue em anexo a fatura {number} de {client}, referente a {month}, no valor de {total}, com vencimento a {due}.\n\n{issuer}',
  },
};

/** Money as the language writes it (R$ 1.234,56 in pt-BR). */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}

/** A date (YYYY-MM-DD) as DD/MM/YYYY. */
export function formatDay(value: string): string {
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A reference month (YYYY-MM) as MM/YYYY. */
export function formatMonth(value: string): string {
  const [y, m] = value.split('-');
  return `${m}/${y}`;
}

/** A CNPJ (14 digits) or CPF (11 digits) with its punctuation. */
export function formatDocument(value: string | null): string {
  if (!value) return '-';
  if (/^\d{14}$/.test(value)) return value.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (/^\d{11}$/.test(value)) return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return value;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);
}
