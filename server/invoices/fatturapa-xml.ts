import { decimal, documentTotals, lineCents, type InvoiceAddress, type InvoiceDocument } from './document.js';
import { escapeXml, latin } from './latin.js';

/** FatturaPA 1.2.x, format FPR12 (invoices between private parties), unsigned: the SDI channel signs or not. */
export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

type Node = string | [string, Node[] | string | null | undefined] | null | undefined | false;

function render(nodes: Node[], depth: number): string {
  const pad = '  '.repeat(depth);
  return nodes
    .map((node) => {
      if (!node) return '';
      if (typeof node === 'string') return node;
      const [name, content] = node;
      if (content === null || content === undefined) return '';
      if (typeof content === 'string') return `${pad}<${name}>${escapeXml(content)}</${name}>\n`;
      return `${pad}<${name}>\n${render(content, depth + 1)}${pad}</${name}>\n`;
    })
    .join('');
}

const rate = (percent: number) => decimal(Math.round(percent * 100));
const quantity = (count: number) => `${count}.00`;

function sede(address: InvoiceAddress): Node {
  const houseNo = address.houseNo ? latin(address.houseNo, 8).replace(/[^\x20-\x7e]/g, '?') : null;
  return [
    'Sede',
    [
      ['Indirizzo', latin(address.street, 60)],
      ['NumeroCivico', houseNo],
      ['CAP', address.zipCode],
      ['Comune', latin(address.city, 60)],
      ['Provincia', address.province],
      ['Nazione', 'IT'],
    ],
  ];
}

function buyerAnagrafica(doc: InvoiceDocument): Node {
  const { buyer } = doc;
  if (buyer.legalName) return ['Anagrafica', [['Denominazione', latin(buyer.legalName, 80)]]];
  return [
    'Anagrafica',
    [
      ['Nome', latin(buyer.firstName ?? '', 60)],
      ['Cognome', latin(buyer.lastName ?? '', 60)],
    ],
  ];
}

/**
 * What makes a document other than an invoice: a credit note (TD04) names the invoice it corrects
 * (DatiFattureCollegate) and, settling nothing to pay, carries no DatiPagamento.
 */
export interface DocumentKind {
  type: 'TD04';
  related: { number: string; date: string };
}

export function fatturaPaXml(doc: InvoiceDocument, kind?: DocumentKind): string {
  const { seller, buyer } = doc;
  const totals = documentTotals(doc);
  const header: Node = [
    'FatturaElettronicaHeader',
    [
      [
        'DatiTrasmissione',
        [
          [
            'IdTrasmittente',
            [
              ['IdPaese', 'IT'],
              ['IdCodice', seller.vatNumber],
            ],
          ],
          ['ProgressivoInvio', doc.progressivo],
          ['FormatoTrasmissione', 'FPR12'],
          ['CodiceDestinatario', buyer.recipientCode],
          ['PECDestinatario', buyer.recipientCode === '0000000' && buyer.pec ? buyer.pec : null],
        ],
      ],
      [
        'CedentePrestatore',
        [
          [
            'DatiAnagrafici',
            [
              [
                'IdFiscaleIVA',
                [
                  ['IdPaese', 'IT'],
                  ['IdCodice', seller.vatNumber],
                ],
              ],
              ['Anagrafica', [['Denominazione', latin(seller.legalName, 80)]]],
              ['RegimeFiscale', seller.regimeFiscale],
            ],
          ],
          sede(seller.address),
        ],
      ],
      [
        'CessionarioCommittente',
        [
          [
            'DatiAnagrafici',
            [
              buyer.vatNumber
                ? [
                    'IdFiscaleIVA',
                    [
                      ['IdPaese', 'IT'],
                      ['IdCodice', buyer.vatNumber],
                    ],
                  ]
                : null,
              ['CodiceFiscale', buyer.fiscalCode],
              buyerAnagrafica(doc),
            ],
          ],
          sede(buyer.address),
        ],
      ],
    ],
  ];
  const body: Node = [
    'FatturaElettronicaBody',
    [
      [
        'DatiGenerali',
        [
          [
            'DatiGeneraliDocumento',
            [
              ['TipoDocumento', kind?.type ?? 'TD01'],
              ['Divisa', 'EUR'],
              ['Data', doc.issuedOn],
              ['Numero', doc.number],
              ['ImportoTotaleDocumento', decimal(totals.totalCents)],
              ['Causale', latin(doc.causale, 200)],
            ],
          ],
          kind
            ? [
                'DatiFattureCollegate',
                [
                  ['IdDocumento', latin(kind.related.number, 20)],
                  ['Data', kind.related.date],
                ],
              ]
            : null,
        ],
      ],
      [
        'DatiBeniServizi',
        [
          ...doc.lines.map((line, index): Node => [
            'DettaglioLinee',
            [
              ['NumeroLinea', String(index + 1)],
              ['Descrizione', latin(line.description, 1000)],
              ['Quantita', quantity(line.quantity)],
              ['PrezzoUnitario', decimal(line.unitCents)],
              ['PrezzoTotale', decimal(lineCents(line))],
              ['AliquotaIVA', rate(line.vatRate)],
            ],
          ]),
          ...doc.summaries.map((summary): Node => [
            'DatiRiepilogo',
            [
              ['AliquotaIVA', rate(summary.vatRate)],
              ['ImponibileImporto', decimal(summary.taxableCents)],
              ['Imposta', decimal(summary.taxCents)],
              ['EsigibilitaIVA', 'I'],
            ],
          ]),
        ],
      ],
      !kind && [
        'DatiPagamento',
        [
          ['CondizioniPagamento', 'TP02'],
          [
            'DettaglioPagamento',
            [
              ['ModalitaPagamento', doc.payment.mode],
              ['ImportoPagamento', decimal(totals.totalCents)],
              ['IBAN', doc.payment.mode === 'MP05' ? doc.payment.iban : null],
            ],
          ],
        ],
      ],
    ],
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<p:FatturaElettronica versione="FPR12" xmlns:p="${FATTURAPA_NAMESPACE}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">\n` +
    render([header, body], 1) +
    '</p:FatturaElettronica>\n'
  );
}
