// Word lists the free-text heuristics use to tell a job title from a company from a name.
// English, German and French; deliberately conservative (a missed word means a field is left for
// the user to fill in, a wrong word means a wrong field).

const ROLE_WORDS = [
  'ceo', 'cto', 'cfo', 'coo', 'cmo', 'cio', 'cpo', 'ciso', 'cso', 'vp', 'svp', 'evp', 'avp',
  'president', 'vice', 'chair', 'chairman', 'chairwoman', 'founder', 'co-founder', 'cofounder',
  'owner', 'partner', 'principal', 'director', 'head', 'manager', 'lead', 'leader', 'engineer',
  'engineering', 'developer', 'designer', 'architect', 'consultant', 'analyst', 'officer',
  'executive', 'specialist', 'coordinator', 'administrator', 'assistant', 'associate', 'advisor',
  'adviser', 'representative', 'sales', 'marketing', 'recruiter', 'scientist', 'researcher',
  'professor', 'lecturer', 'attorney', 'lawyer', 'counsel', 'accountant', 'editor', 'journalist',
  'producer', 'strategist', 'intern', 'secretary', 'treasurer', 'supervisor', 'technician',
  'agent', 'broker', 'senior', 'junior', 'staff', 'chief', 'evangelist', 'product', 'operations',
  'photographer', 'writer', 'author', 'artist', 'illustrator', 'translator', 'reporter', 'nurse',
  'physician', 'doctor', 'surgeon', 'dentist', 'pharmacist', 'teacher', 'trainer', 'coach',
  'therapist', 'psychologist', 'freelance', 'freelancer', 'entrepreneur', 'programmer',
  'administrative', 'receptionist', 'buyer', 'purchaser', 'planner', 'auditor', 'controller',
  'actor', 'actress', 'musician', 'composer', 'chef', 'pilot', 'architect', 'realtor', 'paralegal',
  'sourcer', 'solicitor', 'barrister', 'notary', 'investigator', 'fellow', 'postdoc',
  // German
  'geschäftsführer', 'geschäftsführerin', 'leiter', 'leiterin', 'inhaber', 'inhaberin',
  'vorstand', 'berater', 'beraterin', 'entwickler', 'entwicklerin', 'ingenieur', 'ingenieurin',
  'referent', 'referentin', 'vertrieb', 'prokurist', 'prokuristin', 'sachbearbeiter',
  'sachbearbeiterin', 'gründer', 'gründerin', 'mitarbeiter', 'mitarbeiterin', 'bereichsleiter',
  'fotograf', 'fotografin', 'übersetzer', 'übersetzerin', 'ärztin', 'arzt', 'rechtsanwalt',
  'rechtsanwältin', 'steuerberater', 'steuerberaterin', 'assistentin', 'assistent', 'chefarzt',
  'chefärztin', 'oberarzt', 'oberärztin', 'facharzt', 'fachärztin', 'professorin', 'lehrer',
  'lehrerin', 'kaufmann', 'kauffrau', 'vorsitzender', 'vorsitzende', 'geschäftsleitung',
  // French
  'directeur', 'directrice', 'responsable', 'chef', 'gérant', 'gérante', 'fondateur',
  'fondatrice', 'ingénieur', 'ingénieure', 'commercial', 'commerciale', 'chargé', 'chargée',
  'conseiller', 'conseillère', 'président', 'présidente', 'associé', 'associée', 'développeur',
  'développeuse', 'chercheur', 'chercheuse', 'avocat', 'avocate', 'comptable', 'photographe',
  'traducteur', 'traductrice', 'médecin', 'consultante', 'assistante', 'stagiaire',
  // Spanish, Italian, Portuguese, Dutch: the commonest titles
  'directora', 'director', 'gerente', 'jefe', 'jefa', 'coordinador', 'coordinadora', 'investigador',
  'investigadora', 'ingeniero', 'ingeniera', 'abogado', 'abogada', 'asesor', 'asesora', 'socio',
  'socia', 'fundador', 'fundadora', 'presidente', 'presidenta', 'responsabile', 'direttore',
  'direttrice', 'amministratore', 'ingegnere', 'avvocato', 'consulente', 'diretor', 'diretora',
  'coordenador', 'coordenadora', 'engenheiro', 'engenheira', 'advogado', 'advogada', 'sócio',
  'sócia', 'accountmanager', 'directeur-generaal', 'adviseur', 'eigenaar', 'oprichter',
  // Dutch and Portuguese (and Spanish) titles beyond those
  'medewerker', 'medewerkster', 'projectleider', 'teamleider', 'bedrijfsleider', 'afdelingshoofd',
  'ontwikkelaar', 'coördinator', 'vennoot', 'stagiair', 'voorzitter', 'secretaris',
  'penningmeester', 'zaakvoerder', 'bestuurder', 'boekhouder', 'verkoper', 'analista', 'consultor',
  'consultora', 'assessor', 'assessora', 'desenvolvedor', 'desenvolvedora', 'desarrollador',
  'desarrolladora', 'técnico', 'técnica', 'supervisora', 'estagiário', 'estagiária', 'gestor',
  'gestora', 'vendedor', 'vendedora', 'programador', 'programadora', 'sócio-fundador',
  'sócia-fundadora', 'cofundador', 'cofundadora', 'co-fundador', 'co-fundadora', 'especialista',
  'arquiteto', 'arquiteta', 'chefe', 'sênior', 'sénior', 'júnior',
  // Swedish, Danish, Norwegian and Finnish
  'vd', 'direktör', 'direktør', 'sjef', 'säljchef', 'salgschef', 'salgssjef', 'säljare', 'sælger', 'selger', 'konsult', 'konsulent',
  'projektledare', 'projektleder', 'prosjektleder', 'ansvarig', 'ansvarlig', 'ekonom', 'toimitusjohtaja',
  // Polish
  'kierownik', 'kierowniczka', 'dyrektor', 'dyrektorka', 'prezes', 'wiceprezes', 'specjalista',
  'specjalistka', 'menedżer', 'handlowiec', 'przedstawiciel', 'przedstawicielka', 'właściciel',
  'właścicielka', 'konsultant', 'konsultantka', 'księgowa', 'księgowy', 'inżynier', 'programista',
  'programistka', 'asystentka', 'koordynator', 'koordynatorka', 'doradca', 'członek',
  // Turkish
  'müdür', 'müdürü', 'yönetici', 'yöneticisi', 'uzmanı', 'mühendis', 'mühendisi',
  'direktörü', 'sorumlusu', 'temsilcisi', 'danışman', 'danışmanı', 'kurucu', 'kurucusu',
  'başkan', 'başkanı', 'sahibi',
  // Greek and Vietnamese ("Giám đốc": director; "Trưởng phòng": head of department)
  'διευθυντής', 'διευθύντρια', 'υπεύθυνος', 'υπεύθυνη', 'πρόεδρος', 'σύμβουλος', 'μηχανικός',
  'προϊστάμενος', 'προϊσταμένη', 'ιδρυτής', 'ιδρύτρια', 'στέλεχος', 'giám', 'trưởng',
  // Russian
  'руководитель', 'директор', 'менеджер', 'начальник', 'специалист', 'инженер', 'генеральный',
  'заместитель', 'бухгалтер', 'юрист', 'консультант', 'аналитик', 'разработчик', 'основатель',
];
const ROLE_SET = new Set(ROLE_WORDS);
// German compounds: "Vertriebsleiter", "Softwareentwicklerin", "Projektmanager".
// Dutch ones too: "Beleidsmedewerker", "Verkoopleider", "Belastingadviseur".
// And Nordic ones: "Försäljningschef", "Salgssjef", "Myyntipäällikkö", "Projektansvarig".
const ROLE_COMPOUND = /(leiter|leiterin|führer|führerin|berater|beraterin|entwickler|entwicklerin|ingenieur|ingenieurin|manager|managerin|referent|referentin|arzt|ärztin|designer|designerin|assistent|assistentin|techniker|technikerin|kaufmann|kauffrau|medewerker|medewerkster|leider|adviseur|ontwikkelaar|chef|sjef|päällikkö|johtaja|ansvarig|ansvarlig)$/;

// Legal forms and organisation nouns. Short uppercase forms are matched case-sensitively so that
// "as", "se" or "co" in a sentence do not count.
const COMPANY_EXACT = new Set([
  'Inc', 'Inc.', 'Corp', 'Corp.', 'Co', 'Co.', 'LLC', 'L.L.C.', 'LLP', 'Ltd', 'Ltd.', 'PLC', 'plc',
  'GmbH', 'AG', 'KG', 'UG', 'OHG', 'e.V.', 'SE', 'SA', 'S.A.', 'SAS', 'SARL', 'SàRL', 'SASU',
  'SRL', 'S.r.l.', 'SpA', 'S.p.A.', 'BV', 'B.V.', 'NV', 'N.V.', 'AB', 'AS', 'ASA', 'Oy', 'Pty',
  'Pte', 'K.K.', 'KGaA', 'S.L.', 'SL', 'S.L.U.', 'SLU', 'S.A.U.', 'Ltda', 'Ltda.', 'Lda', 'Lda.',
  // Polish "Sp. z o.o.", "Sp. k.", Turkish "A.Ş.", "Ltd. Şti."
  'o.o.', 'Sp.k.', 'Sp.j.', 'A.Ş.', 'AŞ', 'Şti.', 'Şti', 'TNHH', 'JSC',
  'S.A.S.', 'S.C.', 'ООО', 'ОАО', 'ЗАО', 'ПАО', 'АО', '&',
]);
// Legal forms of three or more letters are also recognised in other cases ("ACME CORP").
const COMPANY_FORMS_ANY_CASE = new Set([
  'inc', 'inc.', 'corp', 'corp.', 'llc', 'llp', 'ltd', 'ltd.', 'plc', 'gmbh', 'ohg', 'sas', 'sarl',
  'sàrl', 'sasu', 'srl', 'spa', 's.p.a.', 'kgaa', 'pty', 'pte',
]);
const COMPANY_WORDS = new Set([
  'corporation', 'company', 'limited', 'incorporated', 'group', 'holding', 'holdings',
  'technologies', 'technology', 'labs', 'solutions', 'systems', 'software', 'consulting',
  'partners', 'ventures', 'capital', 'studio', 'studios', 'agency', 'bank', 'university',
  'universität', 'université', 'institute', 'institut', 'foundation', 'stiftung', 'gesellschaft',
  'industries', 'enterprises', 'networks', 'media', 'analytics', 'associates', 'société',
  'instituto', 'istituto', 'universidad', 'università', 'universidade', 'fundación', 'fondazione',
  'fundação', 'hospital', 'klinikum', 'clinic', 'clinique', 'hôpital', 'ospedale',
]);

// Departments and sales regions written after a title ("Account Manager - EMEA", "Director,
// Client Services", "Senior Counsel | Legal & Compliance"): part of the title, not the company.
const DEPARTMENT_WORDS = new Set([
  'emea', 'apac', 'dach', 'amer', 'americas', 'latam', 'nordics', 'benelux', 'anz', 'mena', 'cee',
  'emea/apac', 'global', 'international', 'europe', 'asia', 'pacific', 'north', 'south', 'east', 'west',
  'central', 'northern', 'southern', 'eastern', 'western', 'region', 'regional', 'america', 'uk',
  'us', 'usa', 'alliances', 'partnerships', 'channel', 'channels', 'client', 'clients',
  'customer', 'customers', 'services', 'success', 'relations', 'legal', 'compliance', 'finance',
  'financial', 'accounting', 'accounts', 'hr', 'human', 'resources', 'people', 'talent',
  'acquisition', 'it', 'research', 'development', 'r&d', 'procurement', 'purchasing', 'logistics',
  'supply', 'chain', 'strategy', 'communications', 'corporate', 'events', 'growth', 'risk',
  'security', 'tax', 'treasury', 'audit', 'infrastructure', 'platform', 'enterprise', 'commercial',
  'retail', 'digital', 'innovation', 'department', 'division', 'team', 'business', 'new',
  'key', 'public', 'sector', 'affairs', 'investor', 'support', 'quality', 'data', 'privacy',
  'einkauf', 'personal', 'buchhaltung', 'recht', 'abteilung', 'bereich', 'export', 'innendienst',
  'außendienst', 'aussendienst', 'kundenservice', 'ventes', 'achats', 'juridique', 'ressources',
  'humaines', 'sales', 'marketing', 'engineering', 'product', 'operations', 'vertrieb', '&', 'and',
  'of', 'und', 'et', '/', '-',
]);

/** The segment is a department or region ("EMEA", "Client Services", "Legal & Compliance"). */
export function isDepartment(s: string): boolean {
  const ws = s.toLowerCase().split(/[\s,()]+/).filter(Boolean);
  return ws.length > 0 && ws.length <= 4 && ws.every((w) => DEPARTMENT_WORDS.has(w));
}

// "Becker & Partner", "Smith and Partners", "Roland Berger & Partner": a firm named after its
// partners, although "partner" alone is a title.
// ("Sales & Partner Manager" is a title: the word before "&" is one.)
const PARTNER_FIRM = /(\p{Lu}[\p{L}'’-]*)\s+(?:&|\+|and|und)\s+[Pp]artner(?:s|in|innen)?(?![\p{L}])/u;

export function isPartnerFirm(s: string): boolean {
  const m = PARTNER_FIRM.exec(s);
  return Boolean(m && !hasRoleWord(m[1]) && !isDepartment(m[1]));
}

function words(s: string): string[] {
  return s.split(/[\s,/()|]+/).filter(Boolean);
}

export function hasRoleWord(s: string): boolean {
  return words(s).some((w) => {
    const lw = w.toLowerCase().replace(/[.:;!]+$/, '');
    return ROLE_SET.has(lw) || (lw.length > 8 && ROLE_COMPOUND.test(lw));
  });
}

/** Legal forms written in CJK script, glued to the name ("株式会社サンプル", "华为技术有限公司"). */
const CJK_COMPANY_FORM = /株式会社|有限会社|合同会社|有限公司|股份公司|集团|주식회사|유한회사/u;
/** The same in Hebrew and Arabic, and Greek and Vietnamese forms written with dots or spaces. */
const OTHER_SCRIPT_COMPANY_FORM = /בע["״]מ|(?:^|\s)شركة(?:\s|$)|ش\.م\.[مل]|ذ\.م\.م|(?:^|\s)(?:Α\.?Ε\.?|Ε\.?Π\.?Ε\.?|Ι\.?Κ\.?Ε\.?|Ο\.?Ε\.?)$|(?:^|\s)Công ty(?:\s|$)/u;

export function hasCompanyWord(s: string): boolean {
  if (CJK_COMPANY_FORM.test(s) || OTHER_SCRIPT_COMPANY_FORM.test(s)) return true;
  return words(s).some((w) => {
    const bare = w.replace(/[,;]+$/, '');
    const lower = bare.toLowerCase();
    return COMPANY_EXACT.has(bare) || COMPANY_FORMS_ANY_CASE.has(lower) || COMPANY_WORDS.has(lower.replace(/\.+$/, ''));
  });
}

/** The segment is only a legal form ("Inc.", "Ltd.", "Co., Ltd."): in "Acme, Inc." it belongs to
 * the name before the comma. */
export function isLegalForm(s: string): boolean {
  const ws = words(s);
  return ws.length > 0 && ws.every((w) => w !== '&' && (COMPANY_EXACT.has(w) || COMPANY_FORMS_ANY_CASE.has(w.toLowerCase())));
}

/** Words that start a non-name line even when capitalised ("Kind Regards", "Customer Support"). */
export const NOT_NAME_WORDS = new Set([
  'dear', 'hello', 'hi', 'hey', 'hallo', 'bonjour', 'regards', 'thanks', 'thank', 'best', 'kind',
  'team', 'support', 'customer', 'office', 'contact', 'info', 'about', 'welcome', 'mobile',
  'phone', 'email', 'e-mail', 'website', 'address', 'street', 'road', 'avenue', 'tel', 'fax',
  'the', 'our', 'your', 'my', 'we', 'us', 'and', 'or', 'for', 'with', 'from', 'to', 'in', 'on',
  'sehr', 'geehrte', 'geehrter', 'liebe', 'lieber', 'madame', 'monsieur', 'mesdames', 'messieurs',
  'meet', 'introducing', 'today', 'please', 'note', 'new', 'hier', 'voici',
  "i'm", 'i’m', 'am', 'this', 'is', "it's", 'it’s', "here's", 'here’s',
  'germany', 'deutschland', 'france', 'usa', 'united', 'kingdom', 'states',
]);

/** Places written like an inverted name ("Paris, France", "Austin, Texas", "München, Bayern"):
 * countries, US states, Canadian provinces, German and Austrian states, and weekdays ("Monday,
 * June"). A "Last, First" line holding one of these is not read as a name. Names that are also
 * places ("Georgia", "Virginia") are lost that way — a missed name is cheaper than a wrong one. */
export const PLACE_WORDS = new Set([
  'france', 'germany', 'deutschland', 'austria', 'österreich', 'switzerland', 'schweiz', 'suisse',
  'italy', 'italia', 'spain', 'españa', 'portugal', 'belgium', 'belgique', 'netherlands', 'nederland',
  'luxembourg', 'ireland', 'england', 'scotland', 'wales', 'uk', 'usa', 'us', 'canada', 'mexico',
  'brazil', 'argentina', 'chile', 'colombia', 'peru', 'australia', 'zealand', 'japan', 'china',
  'korea', 'taiwan', 'india', 'singapore', 'malaysia', 'indonesia', 'thailand', 'vietnam',
  'philippines', 'israel', 'turkey', 'türkiye', 'greece', 'poland', 'czechia', 'hungary',
  'romania', 'ukraine', 'russia', 'sweden', 'norway', 'denmark', 'finland', 'iceland', 'egypt',
  'nigeria', 'kenya', 'africa', 'emirates', 'uae', 'america', 'europe', 'asia',
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware',
  'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky',
  'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi',
  'missouri', 'montana', 'nebraska', 'nevada', 'hampshire', 'jersey', 'york', 'carolina', 'dakota',
  'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode', 'island', 'tennessee', 'texas', 'utah',
  'vermont', 'virginia', 'washington', 'wisconsin', 'wyoming', 'columbia', 'ontario', 'quebec',
  'québec', 'alberta', 'manitoba', 'saskatchewan', 'scotia', 'brunswick', 'newfoundland',
  'bayern', 'bavaria', 'hessen', 'sachsen', 'thüringen', 'brandenburg', 'saarland',
  'niedersachsen', 'nordrhein-westfalen', 'baden-württemberg', 'rheinland-pfalz',
  'schleswig-holstein', 'mecklenburg-vorpommern', 'sachsen-anhalt', 'tirol', 'tyrol', 'steiermark',
  'kärnten', 'vorarlberg', 'salzburg', 'wien', 'vienna', 'zürich', 'zurich', 'genève', 'geneva',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'montag',
  'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag', 'lundi', 'mardi',
  'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
]);
