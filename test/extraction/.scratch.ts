import { extractContacts } from '../../main/extraction';
const inputs = [
  "Jane Doe\nVP of Sales at Acme Corp\nSan Francisco Bay Area\n500+ connections",
  "Speaker: Jane Doe, CTO, Initech\njane@initech.com",
  "ACME CORP\nJANE DOE\nSENIOR ACCOUNT EXECUTIVE\nT 415.555.0100\njane.doe@acme.com\nacme.com",
  "Jane Doe (she/her)\nProduct Designer, Figma\njane@figma.com",
  "📞 +1 415 555 0100\n✉️ jane@acme.com\n🌐 acme.com\nJane Doe",
  "Jane Doe, CFA\nPortfolio Manager\nFidelity Investments\n+1.617.555.0100",
  "Zoë Saldaña\nActress\nzoe@example.com",
  "Mary Ann Smith-Jones\nDirector of Operations\nGlobex\nmary@globex.com",
  "jane+crm@acme.com\nJane Doe",
  "Jane Doe\nCEO & Founder\nAcme\nhttps://acme.com\n@janedoe",
  "Dr. med. Hans Meier\nChefarzt Kardiologie\nKlinikum Beispielstadt\nhans.meier@klinikum-beispiel.de",
  "Pierre Martin\nDirecteur Général\nSociété Exemple\npierre.martin@exemple.fr\n+33 (0)1 23 45 67 89",
];
for (const i of inputs) console.log(JSON.stringify(extractContacts(i).map(({source, ...r}) => Object.fromEntries(Object.entries(r).filter(([,v]) => v !== null && !(Array.isArray(v) && !v.length))))));
