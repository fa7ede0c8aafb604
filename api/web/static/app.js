/* Red Book's web table: plain DOM and fetch, no framework and no build step.
   Every view is read from the JSON API; the token stays in this browser's localStorage. */
"use strict";

const KEYS = { token: "redbook.token", player: "redbook.player", name: "redbook.name",
  entries: "redbook.entries" };

// -- small DOM helpers -------------------------------------------------------------------------
function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...nodes(children));
  return node;
}
/** Children as DOM nodes: nested lists flattened, null and false left out, the rest as text. */
function nodes(children) {
  return children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false)
    .map((c) => (c instanceof Node ? c : document.createTextNode(String(c))));
}
/** Replace a node's children (``replaceChildren`` would write "null" for a missing part). */
function put(node, ...children) { node.replaceChildren(...nodes(children)); }
const main = () => document.getElementById("main");
function humanize(key) {
  const words = String(key).replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
function readJSON(key, fallback) {
  try { return JSON.parse(localStorage.getItem(key)) ?? fallback; } catch { return fallback; }
}

// -- the API -------------------------------------------------------------------------------------
// A line that ends with its clause in brackets (the terminal's form) drops it here, where the
// clause is shown beside the line.
function withoutClause(line) {
  const tail = line.clause ? ` [${line.clause.id}]` : null;
  return tail && line.line.endsWith(tail) ? line.line.slice(0, -tail.length) : line.line;
}

/** Something the player is told as it is (a file not chosen yet, a file that is not JSON),
    not as something that went wrong. */
class Plain extends Error {}

class Problem extends Error {
  constructor(status, doc) {
    super((doc && (doc.detail || doc.title)) || `The server answered ${status}.`);
    this.status = status;
    this.doc = doc || {};
  }
}

/** ``text`` ending as a sentence, as the server's own (domain/text.py): a full stop is added
 * unless it ends in one already, perhaps before the clause it cites ("… stay. [TBA-SEQ-3]"). */
function sentence(text) {
  const trimmed = String(text).trimEnd();
  return !trimmed || /[.!?…]["'’”)\]]*(\s+\[[^[\]]*\])?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function authHeaders(token = localStorage.getItem(KEYS.token)) {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A request body already written as JSON text, sent as it is: a whole number past 2^53,
    which a JavaScript number cannot hold exactly (a seed, up to 2^63 - 1), keeps its digits. */
class JsonText {
  constructor(text) { this.text = text; }
}

/** Call the API with this browser's token (or ``token``); a refusal throws its Problem. */
async function api(method, path, body, token) {
  const headers = { Accept: "application/json", ...authHeaders(token) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers,
    body: body === undefined ? undefined : body instanceof JsonText ? body.text : JSON.stringify(body) });
  const text = await response.text();
  let doc = null;
  try { doc = text ? JSON.parse(text) : null; } catch { doc = { detail: text }; }
  if (!response.ok) throw new Problem(response.status, doc);
  return doc;
}
const get = (path) => api("GET", path);
const post = (path, body) => api("POST", path, body ?? {});

/** The rulesets, read once: they do not change while the server runs. */
let rulesetsRead = null;
function allRulesets() {
  rulesetsRead = rulesetsRead || get("/rulesets").catch((error) => { rulesetsRead = null; throw error; });
  return rulesetsRead;
}

/** Every page of a paged list (``next_after``) after version ``after``, joined. */
async function allPages(path, field, after = 0) {
  const out = [];
  for (;;) {
    const page = await get(`${path}${path.includes("?") ? "&" : "?"}after=${after}&limit=1000`);
    out.push(...page[field]);
    if (page.next_after === null || page.next_after === undefined) return out;
    after = page.next_after;
  }
}

/** A write refused for its version (409), told in the page's words (a heading, a sentence of
 * the version the page showed and the game's) before the board is read again. A page behind
 * the game was overtaken; one ahead of it (a version the game has not reached) was not. */
const VERSION_CONFLICTS = {
  "stale-version": ["The game has moved on: ", (shown, game) => `your page showed version ${shown} `
    + `but the game is at version ${game} (another tab or player acted first). Nothing was played; `
    + "the board below is the fresh state: choose again."],
  "version-not-reached": ["The game has not reached your page's version: ", (shown, game) =>
    `your page showed version ${shown} but the game is only at version ${game}, so no one acted `
    + "first: the page was ahead of the game. Nothing was played; the board below is the game as "
    + "it is: choose again."],
};

/** A problem document as the page shows it: its title, its sentence, its clause. */
function problemBox(error) {
  if (error instanceof Plain) return h("div", { class: "problem", role: "alert" }, error.message);
  if (!(error instanceof Problem)) {
    return h("div", { class: "problem", role: "alert" }, h("strong", {}, "Something went wrong: "),
      String(error && error.message ? error.message : error));
  }
  const doc = error.doc;
  // The sentence of a refused request names its first field's problem: not said twice.
  const fields = (doc.errors || []).map((e) => `${e.field}: ${e.message}`)
    .filter((said) => !error.message.startsWith(sentence(said)));
  return h("div", { class: "problem", role: "alert" },
    h("strong", {}, `${doc.title || "Refused"} (${error.status}): `), error.message,
    doc.clause ? h("span", { class: "clause" }, `Clause ${doc.clause}`) : null,
    ...(doc.problems || []).map((p) => h("span", { class: "clause" }, p)),
    ...fields.map((said) => h("span", { class: "clause" }, said)));
}

// -- generic rendering of the JSON views -------------------------------------------------------
const isScalar = (v) => v === null || typeof v !== "object";
const hasName = (v) => v && typeof v === "object" && !Array.isArray(v) && typeof v.name === "string";

function scalarText(v) {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v);
}

/** The fields of a card as a list shows them, in the order a player reads a character: his
    state, race and skills, his numbers; then the rest as the view gives them. */
const FACT_ORDER = ["state", "race", "skills", "prowess", "body", "mind", "direct_influence", "corruption"];
/** A strike under way read as a player weighs it: who faces it, his prowess, the strike's
    (and its body, where a board gives it), the roll he needs (and the one that keeps him
    unwounded), his supporters; then the rest. */
const STRIKE_ORDER = ["character", "prowess", "strike", "body", "roll_needed", "roll_to_not_be_wounded", "supporters"];
/** A card shown as its fields (the Solitaire Variant's hazard): its name, then its facts as a
    character's are read. */
const CARD_ORDER = ["name", ...FACT_ORDER];
/** A roll waiting for the player's choices (the Solitaire Variant's): which roll, whose,
    against what, the dice it needs, who assists it. */
const ROLL_ORDER = ["roll", "member", "against", "needs", "assisted_by"];
/** Whether ``v`` is one strike of a list a board gives (The Road's ``assigned_strikes``): who
    faces it with his running totals, or the card that cancels it. */
const isStrike = (v) => v && typeof v === "object" && !Array.isArray(v) && "character" in v
  && ("roll_needed" in v || "canceled_by" in v);
/** A number used of a whole (a character's direct influence: ``{"used": 6, "of": 10}``),
    which a card's facts read as one: "direct influence 6 of 10 used". */
const isUsedOf = (v) => v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 2
  && typeof v.used === "number" && typeof v.of === "number";
const usedOf = (v) => `${v.used} of ${v.of} used`;
/** A field with nothing to say (an attack of no race: ``""``) is left out, not drawn empty. */
const isEmptyText = (v) => v === "";
function ordered(entries, order = FACT_ORDER) {
  const rank = ([k]) => (order.includes(k) ? order.indexOf(k) : order.length);
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/** A card as a view holds it with the catalog's facts the view does not give (``GET /cards``,
    asked for each card of a view by its id): a character in play with his printed home
    site, an item with its corruption points, a card named by its id alone with all of them. */
function factsOf(card) {
  const printed = (card.id && catalogCards.get(card.id)) || {};
  const all = { ...card };
  for (const [key, value] of Object.entries(printed)) if (!(key in all)) all[key] = value;
  return all;
}

/** The facts of a card for its hover text: every plain field but its id. */
function cardFacts(card) {
  const facts = [];
  for (const [key, value] of Object.entries(factsOf(card))) {
    if (key === "id" || key === "name") continue;
    if (isEmptyText(value)) continue;
    if (isScalar(value)) facts.push(`${humanize(key).toLowerCase()} ${scalarText(value)}`);
    else if (isUsedOf(value)) facts.push(`${humanize(key).toLowerCase()} ${usedOf(value)}`);
    else if (Array.isArray(value) && value.length && value.every(isScalar)) {
      facts.push(`${humanize(key).toLowerCase()}: ${value.join(", ")}`);
    } else if (Array.isArray(value) && value.length && value.every(hasName)) {
      facts.push(`${humanize(key).toLowerCase()}: ${value.map((x) => x.name).join(", ")}`);
    }
  }
  return facts.length ? `${card.name}: ${facts.join("; ")}` : card.name;
}

/** What a character card shows beside its name where the player may bring it into play (a
    hand): its race, mind, direct influence and skills, from the catalog's facts (those its
    hover text gives); null for any other card. */
function characterLine(card) {
  const facts = card ? factsOf(card) : null;
  if (!facts || facts.card_type !== "Character") return null;
  const said = [facts.race, facts.mind !== undefined ? `mind ${facts.mind}` : null,
    facts.direct_influence !== undefined ? `direct influence ${facts.direct_influence}` : null,
    (facts.skills || []).join(", ")].filter(Boolean);
  return h("span", { class: "facts character-facts" }, ` (${said.join("; ")})`);
}

/** A tapped card (an item with ``tapped``, a character or an ally by its ``state``) is drawn
    so: the class its tile or entry takes ("" for an untapped one). */
function stateClass(card) {
  if (card.tapped === true) return " tapped";
  return ["tapped", "wounded"].includes(card.state) ? ` ${card.state}` : "";
}

/** A card's name, a tab stop that shows the card's facts while focused (a mouse has them in
    the hover text, ``title``, of what holds the name). A screen reader reads the facts once,
    as the focused name's description: the copy shown is hidden from it, so that reading the
    page through does not read every card's facts. */
let factsShown = 0;
function cardName(card, cls) {
  const id = `facts-${++factsShown}`;
  return [h("span", { class: `${cls} facts-of`, tabindex: 0, "aria-describedby": id }, card.name),
    h("span", { class: "tip", id, "aria-hidden": "true" }, cardFacts(card))];
}

/** A plain list of words (a character's skills), not of cards: shown in a line. */
const isWords = (v) => Array.isArray(v) && v.length && v.every((x) => typeof x === "string"
  && !knownCards.get(x) && !knownNames.get(x));

/** Cards as a list: each by its name, its plain fields (and words) after it, its lists (items,
    corruption cards) inside it; a tapped one drawn so. In a ``hand`` a character card also
    shows its race, mind, direct influence and skills. */
function cardList(cards, hand = false) {
  return h("ul", { class: "cards" }, cards.map((card) => {
    const extra = ordered(Object.entries(card).filter(([k, v]) => k !== "id" && k !== "name" && !isEmptyText(v)));
    const plain = extra.filter(([, v]) => isScalar(v) || isWords(v) || isUsedOf(v))
      .map(([k, v]) => `${humanize(k).toLowerCase()} ${isScalar(v) ? scalarText(v) : isUsedOf(v) ? usedOf(v) : v.join(", ")}`);
    // A list of words (skills) among them: the facts apart by semicolons, its words by commas.
    const said = extra.some(([, v]) => isWords(v)) ? plain.join("; ") : plain.join(", ");
    const nested = extra.filter(([, v]) => !isScalar(v) && !isWords(v) && !isUsedOf(v) && !(Array.isArray(v) && !v.length));
    return h("li", { title: cardFacts(card), class: stateClass(card).trim() || null }, cardName(card, "card-name"),
      plain.length ? h("span", { class: "facts" }, ` (${said})`) : null,
      hand ? characterLine(card) : null,
      nested.length ? h("dl", { class: "view" }, nested.map(([k, v]) =>
        [h("dt", {}, humanize(k)), h("dd", {}, renderValue(v))])) : null);
  }));
}

/** The cards of the game shown, by id and by name: those its board names, and those the
    catalog told of (``GET /cards``) where a view holds a bare id or a card's name only, so a
    card shows by its name with its facts on hover. A name the catalog does not know (a
    state, a stage) is kept as null, so it is asked for once. */
const knownCards = new Map();
const knownNames = new Map();
/** The catalog's facts of the cards a view holds as objects, by id (``factsOf``). */
const catalogCards = new Map();
/** The clauses of the game's ruleset by id (``GET /rulesets``): a view's clause id shows with
    what the clause says. */
const knownClauses = new Map();
const CARD_ID = /^[A-Z][A-Za-z]{1,4}-\d+[a-z]?$/;
/** The most ids and names one ``GET /cards`` takes. */
const MOST_CARDS = 200;
const MAYBE_NAME = /^\p{Lu}[^:;]{1,50}$/u;

/** A plain value as the page shows it: a card id as the card's name, a card's name with its
    facts on hover. */
function scalarNode(v) {
  const card = typeof v === "string" ? (CARD_ID.test(v) ? knownCards.get(v) : knownNames.get(v)) : undefined;
  if (card) return h("span", { class: CARD_ID.test(v) ? "card-name" : "card", title: cardFacts(card) }, cardName(card, "name"));
  // A clause the game's ruleset cites (a score's rule): its summary with its id.
  const clause = typeof v === "string" ? knownClauses.get(v) : undefined;
  if (clause) return h("span", { class: "clause-ref" }, h("span", { class: "rule-id" }, v), clause.summary ? `: ${clause.summary}` : "");
  return document.createTextNode(scalarText(v));
}

/** Learn the cards a view names, and ask the catalog for the ids and names it holds bare and
    for the facts of the cards it holds as objects (``MOST`` at a time, as the API takes them). */
async function learnCards(view) {
  const ids = new Set();
  const names = new Set();
  const objects = new Set();
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      if (typeof v.id === "string" && typeof v.name === "string") {
        knownCards.set(v.id, v);
        if (CARD_ID.test(v.id) && !catalogCards.has(v.id)) objects.add(v.id);
      }
      Object.entries(v).forEach(([k, x]) => { if (!(k === "id" && "name" in v)) walk(x); });
    } else if (typeof v === "string" && CARD_ID.test(v) && !knownCards.has(v)) ids.add(v);
    else if (typeof v === "string" && MAYBE_NAME.test(v) && !knownNames.has(v)) names.add(v);
  };
  walk(view);
  const asked = [...[...new Set([...ids, ...objects])].map((i) => `id=${encodeURIComponent(i)}`),
    ...[...names].map((n) => `name=${encodeURIComponent(n)}`)];
  for (let at = 0; at < asked.length; at += MOST_CARDS) {
    try {
      const { cards } = await get(`/cards?${asked.slice(at, at + MOST_CARDS).join("&")}`);
      for (const id of ids) if (cards[id]) knownCards.set(id, cards[id]);
      for (const id of objects) if (cards[id]) catalogCards.set(id, cards[id]);
      for (const name of names) if (name in cards) knownNames.set(name, cards[name]);
    } catch { return; /* an older server: the ids and names stay as they are */ }
  }
  // Asked for and not known (a state, a stage): kept as null, so each is asked for once.
  for (const name of names) if (!knownNames.has(name)) knownNames.set(name, null);
  for (const id of objects) if (!catalogCards.has(id)) catalogCards.set(id, null);
}

/** A value as the page shows it; ``key``, the field that holds it, names a table's id column. */
function renderValue(value, key) {
  if (isScalar(value)) return scalarNode(value);
  if (Array.isArray(value)) {
    if (!value.length) return document.createTextNode("none");
    const hand = key === "hand";
    if (value.every(isScalar)) {
      return h("ul", { class: "cards" }, value.map((v) => h("li", {}, scalarNode(v),
        hand && typeof v === "string" ? characterLine(CARD_ID.test(v) ? knownCards.get(v) : knownNames.get(v)) : null)));
    }
    if (value.every(hasName)) return cardList(value, hand);
    // Strikes, each drawn as a board draws the one strike under way (its running totals).
    if (value.every(isStrike)) return h("ol", { class: "strikes" }, value.map((v) => h("li", {}, renderObject(v))));
    if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) return rowTable(value, key);
    return h("ul", {}, value.map((v) => h("li", {}, renderValue(v))));
  }
  // A number used of a whole (the general influence): "5 of 20 used", as a card's facts say it.
  if (isUsedOf(value)) return document.createTextNode(usedOf(value));
  // A clause with its summary (a character's ability): said once, as a cited clause is.
  if (isClauseRef(value)) return h("span", { class: "clause-ref" }, h("span", { class: "rule-id" }, value.clause), `: ${value.summary}`);
  return renderObject(value);
}

/** Whether ``value`` is a clause and its summary alone (``{"clause": id, "summary": text}``). */
function isClauseRef(value) {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.clause === "string" && typeof value.summary === "string";
}

/** Whether ``object[key]`` lists the parts (``amount`` and ``from`` each) of the number
    ``object[key without "_from"]`` adds up to (a strike's prowess and its modifiers). */
function isParts(object, key) {
  const parts = object[key];
  return key.endsWith("_from") && typeof object[key.slice(0, -5)] === "number" && Array.isArray(parts)
    && parts.every((p) => p && typeof p.amount === "number" && typeof p.from === "string");
}
/** A number with its parts, as a running total: "5 (Thorin II's prowess) + 3 (Risky Blow)
    − 1 (excess strikes) = 7". */
function runningTotal(parts, total) {
  const said = parts.map((p, i) => `${i === 0 ? (p.amount < 0 ? "−" : "") : p.amount < 0 ? " − " : " + "}`
    + `${Math.abs(p.amount)} (${p.from})`).join("");
  return h("span", { class: "running-total" }, said ? `${said} = ${total}` : String(total));
}

function renderObject(object) {
  // ``about``: what some of its fields mean (a score's "clock"), said under each of them.
  const about = object.about && typeof object.about === "object" && !Array.isArray(object.about) ? object.about : {};
  const shown = Object.entries(object).filter(([k, v]) => !(k === "id" && "name" in object) && !isParts(object, k)
    && !(k === "about" && about === object.about) && !isEmptyText(v));
  const entries = "roll_needed" in object ? ordered(shown, STRIKE_ORDER)
    : "needs" in object && "roll" in object ? ordered(shown, ROLL_ORDER)
      : hasName(object) ? ordered(shown, CARD_ORDER) : shown;
  if (!entries.length) return document.createTextNode("none");
  return h("dl", { class: "view" }, entries.map(([k, v]) =>
    [h("dt", {}, humanize(k)), h("dd", {}, isParts(object, `${k}_from`) ? runningTotal(object[`${k}_from`], v) : renderValue(v, k),
      typeof about[k] === "string" ? h("span", { class: "about" }, about[k]) : null)]));
}

/** Rows as a table. A card's id is never shown (its name is), but the id of rows that are not
    cards is what the choices call them ("company 5"): a column of its own, named for a row of
    the field (``companies``: "Company"). Each cell carries its column's name, which a phone
    shows before it when the rows are stacked (``table.rows`` in style.css). */
function rowTable(rows, key) {
  const cards = rows.some((row) => "name" in row);
  const columns = [];
  for (const row of rows) for (const k of Object.keys(row)) {
    if (!(k === "id" && cards) && !columns.includes(k)) columns.push(k);
  }
  if (columns.includes("id")) columns.unshift(...columns.splice(columns.indexOf("id"), 1));  // first, as a row's name
  const one = String(key || "id").split("_").pop().replace(/ies$/, "y").replace(/s$/, "");
  const heading = (c) => humanize(c === "id" ? one : c);
  return h("table", { class: "rows" }, h("thead", {}, h("tr", {}, columns.map((c) => h("th", { scope: "col" }, heading(c))))),
    h("tbody", {}, rows.map((row) => h("tr", {}, columns.map((c) => h("td", { "data-label": heading(c) }, renderValue(row[c])))))));
}

// -- the zones of a board -----------------------------------------------------------------------
/** A card as a table shows it: a tile with its name (a face-down card as its back); a tapped
    or wounded card (an ally) is drawn so, its state also written out. */
function tile(value) {
  if (value === "(face down)") return h("li", { class: "tile back", title: "a face-down card" }, "face down");
  if (hasName(value)) {
    const facts = Object.entries(value).filter(([k, v]) => k !== "id" && k !== "name" && !(Array.isArray(v) && !v.length)
      && !isEmptyText(v));
    return h("li", { class: `tile${stateClass(value)}`, title: cardFacts(value) }, cardName(value, "card-name"),
      facts.length ? h("dl", { class: "view" }, facts.map(([k, v]) => [h("dt", {}, humanize(k)), h("dd", {}, renderValue(v))])) : null);
  }
  return h("li", { class: "tile" }, scalarNode(value));
}
const tiles = (values) => (values.length ? h("ul", { class: "tiles" }, values.map(tile)) : document.createTextNode("none"));

/** A zone's fields: lists of cards as tiles, anything else as the board draws it. */
function zoneFields(fields) {
  return h("dl", { class: "view" }, fields.map(([k, v]) => [h("dt", {}, humanize(k)),
    h("dd", {}, Array.isArray(v) && v.every((x) => isScalar(x) || hasName(x)) ? tiles(v) : renderValue(v, k))]));
}

/** The hazards zone: The Road's ``hazards_in_play`` each on a line with whom it is on, how
    long it holds and what it does ("Gloom on Aragorn II (until the end of the turn): ..."),
    then the zone's other fields. */
function hazardsZone(fields) {
  const listed = fields.find(([k]) => k === "hazards_in_play");
  const rest = fields.filter(([k]) => k !== "hazards_in_play");
  const list = listed ? [h("h4", {}, "In play now"), listed[1].length
    ? h("ul", { class: "hazards-in-play" }, listed[1].map((x) => h("li", {}, h("strong", {}, x.name),
      x.on ? ` on ${x.on}` : "", ` (${x.kind}): ${x.does}.`)))
    : h("p", { class: "hazards-in-play" }, "No hazard is in play.")] : null;
  return [list, rest.length ? zoneFields(rest) : null];
}

/** A hazard hand as the scenarios lay it out: one row from its left end to its right end
    (Necromancer, GON-HH-1), or its face-down cards in draw order, counted, then those turned
    face up (Burglar, BWJ-SEQ-9). */
function hazardHand(fields) {
  return h("dl", { class: "view" }, fields.map(([k, v]) => {
    const label = k === "hazard_hand" ? "Row" : humanize(k.replace(/^hazard_hand_/, ""));
    const cards = typeof v === "number" ? Array(v).fill("(face down)") : v;
    const row = k === "hazard_hand" && cards.length
      ? h("div", { class: "row-ends" }, h("span", { class: "clause" }, "left end"), tiles(cards), h("span", { class: "clause" }, "right end"))
      : tiles(cards);
    return [h("dt", {}, `${label} (${cards.length})`), h("dd", {}, row)];
  }));
}

/** Decks and discard piles by their counts: a count of the board as it is named
    (``hazard_deck``), or the counts of a ``decks`` field, nested or not, named by their path
    ("hazard" a hazard deck, "draw" the deck of its kind, "out_of_play_pile" as it says). */
function pileCounts(path, value) {
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => pileCounts([...path, k], v));
  const named = path.filter((k) => k !== "decks");
  const last = named[named.length - 1];
  if (last === "draw") named.pop();
  const label = named.join(" ").replace(/_/g, " ");
  const kind = path[0] !== "decks" ? "" : label === "discard" ? " pile" : /(discard|pile)$/.test(label) ? "" : " deck";
  return [[`${label}${kind}`, value, path.join(".")]];
}
function piles(fields) {
  // The cards of the discard piles (``discard_piles``: a pile's place in the board -> its
  // cards), each shown under the count of its pile, or as a pile of its own.
  const lists = new Map(fields.filter(([k]) => k === "discard_piles").flatMap(([, v]) => Object.entries(v)));
  const counted = fields.filter(([k]) => k !== "discard_piles").flatMap(([k, v]) => pileCounts([k], v));
  const counts = counted.map(([label, n, path]) => [label, lists.has(path) ? lists.get(path).length : n, lists.get(path)]);
  const paths = new Set(counted.map(([, , path]) => path));
  for (const [path, cards] of lists) {
    if (!paths.has(path)) counts.push([path.split(".").pop().replace(/_/g, " "), cards.length, cards]);
  }
  return h("ul", { class: "tiles" }, counts.map(([k, n, cards]) => h("li", { class: "tile pile" },
    cards ? pileCards(h("span", { class: "count" }, String(n)), humanize(k), cards)
      : [h("span", { class: "count" }, String(n)), " ", humanize(k)])));
}
/** A discard pile that can be opened (click, or Enter on its focused name) to list its cards,
    the latest last. */
function pileCards(count, name, cards) {
  return h("details", { class: "pile-cards" }, h("summary", {}, count, " ", name),
    cards.length ? h("ol", { class: "cards", "aria-label": `${name}, the latest last` },
      cards.map((c) => h("li", {}, scalarNode(c)))) : h("p", {}, "empty"));
}

/** There and Back Again's map: the row of regions, west to east, each with its site beneath,
    and the location counter on the one the company is at (``map``, TBA-LAYOUT-1..5). */
function routeMap([[, map]]) {
  const place = (name, type, kind) => h("div", { class: `map-place ${kind}${name === map.counter ? " here" : ""}` },
    scalarNode(name), h("span", { class: "facts" }, ` ${type}`),
    name === map.counter ? h("span", { class: "badge" }, "the company is here") : null);
  return [h("ol", { class: "map-row", "aria-label": "The regions in their row, west to east, each with its site beneath" },
    map.row.map((c) => h("li", { class: "map-column" }, place(c.region, c.region_type, "region"),
      place(c.site, c.site_type, "site")))),
  map.rule ? clauseTip(knownClauses.get(map.rule) || { id: map.rule }) : null];
}

/** The threats a scenario brings into effect after a count of attacks (There and Back
    Again's Minions Stir, Wake of War and Plague of Wights, TBA-HAZ-5..7): each with the
    attacks counted so far and what it does, once in effect or from when. */
function escalations([[, threats]]) {
  const nth = (n) => ["first", "second", "third"][n - 1] || `${n}th`;
  return h("ul", { class: "escalations" }, threats.map((t) => h("li", { class: t.in_effect ? "in-effect" : null },
    h("strong", {}, t.name), " ", clauseTip(knownClauses.get(t.rule) || { id: t.rule }, "rule-ref"), " ",
    h("span", { class: "count-of" }, `${t.counts}: ${t.attacks}${t.in_effect ? "" : ` of ${t.in_effect_after}`}.`),
    t.in_effect ? ` In effect: ${t.effect}.` : ` After the ${nth(t.in_effect_after)}, in effect: ${t.effect}.`)));
}

/** A clause's id, a tab stop that shows its summary while focused (and on hover). */
function clauseTip(clause, cls = "clause") {
  if (!clause.summary) return h("span", { class: cls }, clause.id);
  const id = `facts-${++factsShown}`;
  return h("span", { class: `${cls} clause-tip`, title: clause.summary },
    h("span", { class: "facts-of", tabindex: 0, "aria-describedby": id }, clause.id),
    h("span", { class: "tip", id, "aria-hidden": "true" }, clause.summary));
}

/** The zones drawn apart from the rest of a board, as a table lays them out; the fields each
    takes are picked by name, and a field no zone picks is drawn with the rest of the board. */
const ZONES = [
  { id: "zone-route", title: "Where the company is and goes",
    picks: (k) => ["site", "location", "destination", "path", "regions", "closed_moves"].includes(k) },
  { id: "zone-map", title: "The map", picks: (k, v) => k === "map" && Boolean(v && v.row), draw: routeMap },
  { id: "zone-hazard-hand", title: "Hazard hand", picks: (k) => k.startsWith("hazard_hand"), draw: hazardHand },
  { id: "zone-quest-display", title: "Quest Display", picks: (k) => k === "quest_display",
    draw: ([[, cards]]) => tiles(cards) },
  { id: "zone-allies", title: "Allies", picks: (k) => k === "allies", draw: ([[, cards]]) => tiles(cards) },
  { id: "zone-hazards", title: "Hazards in play",
    picks: (k) => ["hazard", "combat", "attack", "threats", "face_up_row", "long_events", "long_events_in_play",
      "on_guard", "nazgul_guardians", "waiting_hazards", "environments", "hazards_in_play"].includes(k),
    draw: hazardsZone },
  { id: "zone-escalations", title: "Threats to come", picks: (k) => k === "escalations", draw: escalations },
  { id: "zone-decks", title: "Decks and discards",
    picks: (k, v) => (["decks", "discard_piles"].includes(k) && v && typeof v === "object")
      || (typeof v === "number" && /_(deck|discard)$/.test(k)),
    draw: piles },
];

// -- sign-in -------------------------------------------------------------------------------------
function showWho() {
  const name = localStorage.getItem(KEYS.name);
  const token = localStorage.getItem(KEYS.token);
  document.getElementById("who").textContent =
    token ? `Signed in${name ? ` as ${name}` : ""}` : "Sign in";
}

async function viewSignin(root) {
  const result = h("div", { "aria-live": "polite" });
  const nameInput = h("input", { id: "player-name", name: "name", required: true, maxlength: 80 });
  const tokenInput = h("input", { id: "player-token", name: "token", required: true, size: 40 });
  const register = h("form", { onsubmit: async (event) => {
    event.preventDefault();
    try {
      const player = await post("/players", { name: nameInput.value });
      localStorage.setItem(KEYS.token, player.token);
      localStorage.setItem(KEYS.player, player.id);
      localStorage.setItem(KEYS.name, player.name);
      showWho();
      put(result, h("div", { class: "ok" }, `Welcome, ${player.name}. Your token is `,
        h("code", { id: "new-token" }, player.token),
        ": it is shown this once and kept only in this browser; copy it to sign in elsewhere."));
    } catch (error) { put(result, problemBox(error)); }
  } }, h("label", { for: "player-name" }, "Your name"), nameInput, h("button", { type: "submit" }, "Register"));
  const paste = h("form", { onsubmit: async (event) => {
    event.preventDefault();
    // The token is kept only once the server says whose it is.
    const token = tokenInput.value.trim();
    try {
      const doc = await api("GET", "/players/me", undefined, token);
      localStorage.setItem(KEYS.token, token);
      localStorage.setItem(KEYS.player, doc.id);
      localStorage.setItem(KEYS.name, doc.name);
      showWho();
      put(result, h("div", { class: "ok" }, `Signed in as ${doc.name}; the token is kept in this browser only.`));
    } catch (error) { put(result, problemBox(error)); }
  } }, h("label", { for: "player-token" }, "Token"), tokenInput, h("button", { type: "submit" }, "Use this token"));
  const signOut = h("button", { type: "button", class: "secondary", onclick: () => {
    for (const key of [KEYS.token, KEYS.player, KEYS.name]) localStorage.removeItem(key);
    showWho();
    put(result, h("div", { class: "ok" }, "Signed out: the token is gone from this browser."));
  } }, "Sign out");
  put(root, h("h1", {}, "Sign in"),
    h("h2", {}, "New player"), register, h("h2", {}, "I have a token"), paste,
    h("h2", {}, "Leave"), signOut, result);
}

/** The challenge a game of this browser was entered in, if any. */
function entryOf(gameId) { return readJSON(KEYS.entries, {})[gameId] || null; }

// -- games lists -----------------------------------------------------------------------------------
function gamesTable(games) {
  if (!games.length) return h("p", {}, "No games.");
  return h("table", {}, h("thead", {}, h("tr", {}, ["Game", "Ruleset", "State", "Version", "Visibility", "Started"]
    .map((c) => h("th", { scope: "col" }, c)))),
  h("tbody", {}, games.map((g) => h("tr", {},
    h("td", {}, h("a", { href: `#/game/${g.game_id}` }, g.game_id.slice(0, 8))),
    h("td", {}, g.ruleset + (g.ruleset_version ? ` ${g.ruleset_version}` : "")),
    h("td", {}, g.outcome ? `${g.state}: ${g.outcome}` : scalarText(g.state),
      g.entry ? ` (entry of ${g.challenge})` : "", g.parent ? ` (a fork)` : ""),
    h("td", {}, scalarText(g.version)),
    h("td", {}, scalarText(g.visibility)), h("td", {}, scalarText(g.created))))));
}

/** A paged list of games from ``GET /games`` with a "more" button. */
function gamesSection(title, query) {
  const body = h("div", {}, h("p", {}, "Loading…"));
  const section = h("section", { "aria-label": title }, h("h2", {}, title), body);
  const shown = [];
  const load = async (cursor) => {
    try {
      const page = await get(`/games?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      shown.push(...page.games);
      const next = page.next_cursor;
      put(body, h("div", { class: "scroll" }, gamesTable(shown)), next ? h("button", { type: "button", class: "secondary",
        onclick: () => load(next) }, "More games") : null);
    } catch (error) { put(body, problemBox(error)); }
  };
  load(null);
  return section;
}

async function viewGames(root) {
  const rulesets = await allRulesets();
  const signedIn = Boolean(localStorage.getItem(KEYS.token));
  put(root, h("h1", {}, "Games"),
    signedIn ? gamesSection("My games", "owner=me&limit=20") :
      h("p", {}, h("a", { href: "#/signin" }, "Sign in"), " to start games and see your own."),
    gamesSection("Public games", "visibility=public&limit=20"),
    h("h2", {}, "Rulesets"),
    h("ul", {}, rulesets.map((r) => h("li", {}, h("strong", {}, r.title), ` (${r.id}, version ${r.version}) `,
      h("a", { href: `#/new/${r.id}` }, `Start a game of ${r.id}`)))));
}

// -- a new game ------------------------------------------------------------------------------------
/** An option's text as JSON when it reads as JSON (numbers, lists, true), else as text. */
function optionValue(text) {
  try { return JSON.parse(text); } catch { return text; }
}

/** Whether an option's field is a text (any option neither a yes/no nor a choice). */
function typedOption(type) {
  return type.type !== "boolean" && type.type !== "choice";
}

/** The JSON form a typed option takes, in words (``form`` of its type), shown under its
    field so a player knows what to type; none where GET /rulesets gives no form. */
function optionForm(name, type) {
  return typedOption(type) && type.form ? h("span", { id: `option-${name}-form`, class: "clause" }, type.form) : null;
}

/** An option's field as its type says (``option_types`` of GET /rulesets): a yes/no a
    checkbox set to its default, a choice a list of its values after "the default", any other
    a text (read as JSON where it is) described by its form (``optionForm``).
    Left as it is, a field sends nothing: the default. */
function optionField(name, type) {
  const id = `option-${name}`;
  if (type.type === "boolean") {
    return h("input", { id, type: "checkbox", "data-option": name, "data-default": String(type.default === true),
      checked: type.default === true });
  }
  if (type.type === "choice") {
    return h("select", { id, "data-option": name },
      h("option", { value: "" }, type.default === null ? "the default" : `the default (${type.default})`),
      type.values.map((v) => h("option", { value: v }, v)));
  }
  return h("input", { id, "data-option": name, size: 30, "aria-describedby": type.form ? `option-${name}-form` : null });
}

/** An option's value as the form sends it, or undefined where it is left as it is. */
function optionSent(field) {
  if (field.type === "checkbox") {
    return String(field.checked) === field.dataset.default ? undefined : field.checked;
  }
  if (field.tagName === "SELECT") return field.value || undefined;
  return field.value.trim() ? optionValue(field.value.trim()) : undefined;
}

/** An option that takes a card file as {"file": its name, "cards": its JSON} (The Road's
    battle_cards and new_cards): the file may be chosen here, and the option is filled so. */
const CARD_FILE_OPTION = /\{"file": name, "cards":/;
function cardFileField(name, input) {
  const told = h("div", { id: `option-${name}-read`, "aria-live": "polite" });
  const file = h("input", { id: `option-${name}-file`, type: "file", accept: ".json,application/json",
    onchange: async () => {
      put(told);
      try {
        const { doc: cards } = await readGameFile(file, "a card file");
        input.value = JSON.stringify({ file: file.files[0].name, cards });
        put(told, ` read: ${file.files[0].name}`);
      } catch (error) { input.value = ""; put(told, problemBox(error)); }
    } });
  return [" ", h("label", { for: `option-${name}-file` }, "or choose the file"), file, told];
}

/** The body of a new game with the seed typed: a whole number (as the command line reads
    one, a sign and digits) is sent as a JSON number of exactly its digits, so that the game is
    the one the command line and the API start from it (the server judges its range); other
    text is sent as text; none typed, none sent (the server draws one). */
function withSeed(body, typed) {
  const seed = typed.trim();
  if (!/^[+-]?\d+$/.test(seed)) return seed ? { ...body, seed } : body;
  const text = JSON.stringify(body);
  return new JsonText(`${text.slice(0, -1)},"seed":${BigInt(seed)}}`);
}

async function viewNew(root, chosen) {
  const rulesets = await allRulesets();
  const select = h("select", { id: "ruleset", name: "ruleset" },
    rulesets.map((r) => h("option", { value: r.id, selected: r.id === chosen }, `${r.title} (${r.id})`)));
  const options = h("fieldset", {});
  const fillOptions = () => {
    const ruleset = rulesets.find((r) => r.id === select.value);
    const notes = Object.entries(ruleset.rules_notes || {});
    put(options, h("legend", {}, `Setup options of ${ruleset.id} (each left as it is plays its default)`),
      ...Object.entries(ruleset.options).map(([name, help]) => {
        const type = (ruleset.option_types || {})[name] || { type: "json" };
        const input = optionField(name, type);
        return h("div", {}, h("label", { for: `option-${name}` }, name), input,
          CARD_FILE_OPTION.test(help) ? cardFileField(name, input) : null, optionForm(name, type),
          h("span", { class: "clause" }, help));
      }),
      // Where the rules are ambiguous or silent, the reading this ruleset plays.
      notes.length ? h("details", { id: "rules-notes" }, h("summary", {}, `How ${ruleset.id} reads its rules where they are unclear (${notes.length})`),
        h("dl", { class: "view" }, notes.map(([clause, note]) => [h("dt", {}, clause), h("dd", {}, note)]))) : null);
  };
  select.addEventListener("change", fillOptions);
  fillOptions();
  // At most 200 characters, as the API takes (GameIn.seed).
  const seed = h("input", { id: "seed", name: "seed", size: 20, maxlength: 200 });
  const undo = h("select", { id: "undo-policy" }, ["free", "before-reveal", "none"].map((p) => h("option", { value: p }, p)));
  const visibility = h("select", { id: "visibility" }, ["private", "public"].map((p) => h("option", { value: p }, p)));
  const result = h("div", {});
  const form = h("form", { onsubmit: async (event) => {
    event.preventDefault();
    const setup = {};
    for (const field of options.querySelectorAll("[data-option]")) {
      const value = optionSent(field);
      if (value !== undefined) setup[field.dataset.option] = value;
    }
    const body = { ruleset: select.value, setup, undo_policy: undo.value, visibility: visibility.value };
    try {
      const game = await post("/games", withSeed(body, seed.value));
      location.hash = `#/game/${game.game_id}`;
    } catch (error) { put(result, problemBox(error)); }
  } },
  h("div", {}, h("label", { for: "ruleset" }, "Ruleset"), select), options,
  h("div", {}, h("label", { for: "seed" }, "Seed (empty: the server draws one)"), seed),
  h("div", {}, h("label", { for: "undo-policy" }, "Undo policy"), undo),
  h("div", {}, h("label", { for: "visibility" }, "Visibility"), visibility),
  h("button", { type: "submit" }, "Start the game"));
  // A link naming no ruleset (a typo, a ruleset since renamed) says so instead of quietly
  // offering the first one.
  const unknown = chosen && !rulesets.some((r) => r.id === chosen)
    ? h("p", { class: "problem", role: "alert", id: "unknown-ruleset" },
      `No ruleset is named "${chosen}": choose one below.`) : null;
  put(root, h("h1", {}, "New game"), unknown, form, result);
}

// -- live updates --------------------------------------------------------------------------------
let following = null;
/** Closes the audit the table shows (null: none is open); Escape does it too. */
let auditOpen = null;
document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && auditOpen) auditOpen();
});

/** Follow a game's server-sent events. EventSource cannot send the Authorization header a
    private game needs, so the stream is read with fetch; a dropped stream is opened again
    with Last-Event-ID, so no event is lost, and versions already shown are skipped. */
async function follow(gameId, shown, onVersion, onStatus, signal) {
  let last = null;
  while (!signal.aborted) {
    try {
      const headers = { Accept: "text/event-stream", ...authHeaders() };
      // First from the version the page shows, then from the last event received.
      if (last !== null) headers["Last-Event-ID"] = last;
      const query = last === null ? `?after=${shown()}` : "";
      const response = await fetch(`/games/${gameId}/stream${query}`, { headers, signal });
      if (!response.ok) { onStatus("none"); return; }  // no stream here: the page still works
      onStatus("live");
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = (buffer + value).replace(/\r\n?/g, "\n");
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = block.split("\n").find((line) => line.startsWith("id:"));
          if (id) {
            last = id.slice(3).trim();
            onVersion(Number(last));
          }
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      onStatus("lost");
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

// -- the table -----------------------------------------------------------------------------------
/** Which versions the current history holds: an ``Undone`` record continues from its target,
    any other from the record before it (see domain/chronicle.py). */
function effectiveVersions(events) {
  const parent = new Map();
  for (const e of events) parent.set(e.version, e.kind === "Undone" ? e.data.to_version : e.version - 1);
  const kept = new Set();
  for (let v = events.length; v > 0; v = parent.get(v)) kept.add(v);
  return kept;
}
const INPUT_KINDS = new Set(["GameStarted", "Decision", "Undone", "Forked"]);

const LIVE = { live: "Live: this page follows the game as it is played.",
  lost: "Live updates are interrupted: reconnecting…",
  none: "Live updates are not available for this game." };

/** The values an action's parameters may take where the rules list them (``candidates``):
    card ids (both of a card named where it stands, ``<card>@<character>``), so that the page
    can ask the catalog for the names of those no view shows. */
const candidateValues = (actions) => (actions ? actions.actions.flatMap((a) => Object.values(a.candidates || {}).flat())
  .flatMap((v) => String(v).split("@")) : []);

/** A listed value as the page shows it: a card by its name, a card named where it stands as
    "card on character", an item named by the lair it was declared a lost treasure at (the
    golden_hoard option's ``<item>@<lair>``) as "item, lost treasure of lair", anything else
    as it is. */
function candidateName(value) {
  const [card, where] = String(value).split("@");
  const named = knownCards.get(card);
  if (!named) return value;
  if (where === undefined) return named.name;
  const place = knownCards.get(where);
  if (!place) return value;
  return named.item_class && place.card_type === "Site"
    ? `${named.name}, lost treasure of ${place.name}` : `${named.name} on ${place.name}`;
}

/** The form field of an action's parameter, and its help as the label says it: a choice of
    exactly the values the rules list for it (``candidates``: a card shown by its name, sent as
    the card id the rules take), a choice among the values its help lists ("a|b|c"), or else
    text (read as JSON where it is: numbers, lists). */
function paramField(fieldId, name, help, candidates) {
  const attrs = { id: fieldId, "data-param": name };
  const listing = /^[\w-]+(\|[\w-]+)+$/.test(help);
  if (candidates) {
    attrs["data-exact"] = true;  // a value of the rules' own, sent as it is
    return [h("select", attrs, h("option", { value: "" }, candidates.length ? "choose" : "none can be chosen now"),
      candidates.map((v) => h("option", { value: v }, candidateName(v)))),
    listing ? "one of these" : help.replace(/\s*\bids?\b/g, "")];
  }
  if (listing) {
    return [h("select", attrs, h("option", { value: "" }, "choose"),
      help.split("|").map((v) => h("option", { value: v }, v))), "one of these"];
  }
  return [h("input", { ...attrs, size: 12 }), help];
}

/** The actions in groups by the clause they cite, each group in the place of its first
    action, an action keeping its place in its group; actions citing none are a group too. */
function byClause(actions) {
  const groups = new Map();
  for (const action of actions) {
    const key = action.clause ? action.clause.id : "";
    if (!groups.has(key)) groups.set(key, { clause: action.clause, actions: [] });
    groups.get(key).actions.push(action);
  }
  return [...groups.values()];
}

class Table {
  constructor(root, gameId, auditVersion) {
    this.root = root;
    this.id = gameId;
    this.auditVersion = auditVersion;
    this.shown = 0;
    this.lines = [];
    this.events = [];
    this.reading = null;
    this.again = 0;
    this.message = h("div", { id: "table-message", "aria-live": "polite" });
    this.live = h("p", { id: "live", class: "clause" });
    this.announce = h("p", { id: "announce", class: "visually-hidden", "aria-live": "polite" });
    this.sections = {};
    // Each section by its name, but the log's: ``#log`` is its list of lines.
    for (const name of ["head", "board", "actions", "log", "audit", "branches"]) {
      this.sections[name] = h("section", { id: name === "log" ? "log-section" : name, "aria-label": humanize(name) });
    }
  }

  async start() {
    const s = this.sections;
    put(this.root, this.message, this.announce, s.head, this.live,
      h("div", { class: "table-layout" }, h("div", {}, s.board, s.branches),
        h("div", {}, s.actions, s.audit, s.log)));
    await this.refresh();
    if (!location.hash.startsWith(`#/game/${this.id}`)) return;  // the player went elsewhere
    if (this.auditVersion) this.showAudit();
    const controller = new AbortController();
    following = controller;
    // A reading that fails (the server went away) is made again once the stream is back:
    // events already received do not come again, so every reconnection reads the game.
    const reread = (version) => this.refresh(version).catch(() => put(this.live, LIVE.lost));
    let connections = 0;
    follow(this.id, () => this.shown, (version) => {
      if (version > this.shown) reread(version);
    }, (status) => {
      put(this.live, LIVE[status]);
      if (status === "live" && connections++ > 0) reread();
    }, controller.signal);
  }

  /** Read the game again, until it shows version ``upTo`` at least (by default, once more
      whatever it shows; none if it shows that version already). One reading at a time:
      asked meanwhile, one more follows only if the reading under way did not reach that
      version; a move's events, streamed while its own reading is under way, mostly do not
      cost a second one, nor its reading the one its streamed events started. */
  async refresh(upTo = Infinity) {
    if (this.reading) { this.again = Math.max(this.again, upTo); return this.reading; }
    if (upTo <= this.shown) return;
    this.reading = (async () => {
      do { this.again = 0; await this.read(); } while (this.again > this.shown);
    })().finally(() => { this.reading = null; });
    return this.reading;
  }

  async read() {
    const id = this.id;
    // The log only grows (an undo appends too), so only what came after is read.
    const [game, actions, newLines, newEvents] = await Promise.all([get(`/games/${id}`),
      get(`/games/${id}/actions`).catch(() => null),
      allPages(`/games/${id}/narrative`, "lines", this.lines.length ? this.lines[this.lines.length - 1].version : 0),
      allPages(`/games/${id}/events`, "events", this.events.length)]);
    const lines = this.lines.concat(newLines);
    const events = this.events.concat(newEvents);
    if (newLines.length && this.lines.length) {
      // Told to a screen reader: what happened since the page last showed the game.
      put(this.announce, newLines[newLines.length - 1].line);
    }
    this.lines = lines;
    const [score, shadow, rulesets] = await Promise.all([get(`/games/${id}/score`).catch(() => null),
      "shadow" in game.board ? get(`/games/${id}/shadow`).catch(() => null) : null, allRulesets()]);
    this.game = game;
    this.events = events;
    this.shown = game.version;
    const ruleset = rulesets.find((r) => r.id === game.ruleset);
    knownClauses.clear();
    for (const clause of (ruleset && ruleset.clauses) || []) knownClauses.set(clause.id, clause);
    await learnCards([game.board, candidateValues(actions)]);
    this.drawHead(game, ruleset, events);
    this.drawBoard(game, score, shadow);
    this.drawActions(actions);
    this.drawLog(lines, events, actions);
    if (this.auditVersion) await this.drawAudit(this.auditVersion);
    await this.drawBranchesOnce(events);
  }

  drawHead(game, ruleset, events) {
    const board = game.board;
    const forked = events.find((e) => e.kind === "Forked");
    const where = ["turn", "phase", "step", "stage", "location", "site"]
      .filter((k) => board[k] !== undefined && board[k] !== null && board[k] !== "")
      .map((k) => `${humanize(k)}: ${hasName(board[k]) ? board[k].name : scalarText(board[k])}`).join(" · ");
    const result = game.result;
    put(this.sections.head, 
      h("h1", {}, `${ruleset ? ruleset.title : game.ruleset}`),
      h("p", {}, `Game ${game.game_id} · version `, h("span", { id: "game-version" }, String(game.version)),
        ` · ${game.visibility}`, forked ? [" · forked from ",
          h("a", { href: `#/game/${forked.data.parent}` }, `game ${forked.data.parent.slice(0, 8)}`),
          ` at its version ${forked.data.at_version}; undone moves are not carried over, so this game's `
          + "versions count without them"] : null),
      where ? h("p", { id: "where" }, where) : null,
      result ? h("p", { id: "result", class: result.outcome === "won" ? "ok" : "problem" },
        `The game is over: ${result.outcome}${result.reason ? ` (${result.reason})` : ""}.`) : null,
      h("p", {}, h("button", { type: "button", class: "secondary", onclick: () => this.exportGame("full") }, "Export the full log"),
        " ", h("button", { type: "button", class: "secondary", onclick: () => this.exportGame("record") }, "Export the record"),
        " ", h("button", { type: "button", class: "secondary", onclick: () => this.verify() }, "Verify the whole game"),
        // In one column (a phone) the choices come after the whole board: a way to them.
        " ", h("button", { type: "button", class: "secondary to-choices", id: "to-choices", onclick: () => {
          const heading = this.sections.actions.querySelector("h2");
          heading.scrollIntoView();
          heading.focus();
        } }, "Go to your choices")),
      h("div", { id: "verify-result" }),
      entryOf(game.game_id) && result ? h("p", {}, h("a", { id: "submit-entry", href: `#/challenge/${entryOf(game.game_id)}` },
        `Submit this entry on the page of challenge ${entryOf(game.game_id)}`)) : null);
  }

  drawBoard(game, score, shadow) {
    const skip = new Set(["turn", "phase", "step", "stage", "outcome"]);
    // A board that holds the score as the score view does (Solitaire): shown once, below.
    if (score && JSON.stringify(game.board.score) === JSON.stringify(score.score)) skip.add("score");
    const rest = Object.entries(game.board).filter(([k]) => !skip.has(k));
    const zones = ZONES.map((zone) => {
      const fields = rest.filter(([k, v]) => zone.picks(k, v));
      return fields.length ? h("section", { class: "zone", id: zone.id, "aria-label": zone.title },
        h("h3", {}, zone.title), (zone.draw || zoneFields)(fields)) : null;
    });
    const board = Object.fromEntries(rest.filter(([k, v]) => !ZONES.some((zone) => zone.picks(k, v))));
    put(this.sections.board, h("h2", {}, "The board"), h("div", { class: "panel", id: "board-view" },
      h("div", { class: "zones" }, zones), renderObject(board)),
      shadow ? [h("h2", {}, "Shadow tokens"), h("div", { class: "panel", id: "shadow-view" },
        renderObject(Object.fromEntries(Object.entries(shadow.shadow).filter(([k]) => k !== "history"))),
        shadow.changes.length ? [h("h3", {}, "The latest changes"), h("ol", { id: "shadow-changes" },
          shadow.changes.slice(-5).map((c) => h("li", {}, h("a", { href: `#/game/${this.id}/event/${c.version}` }, `event ${c.version}`),
            `: ${c.from ?? 0} → ${c.to ?? 0} (${c.cause})`)))] : null)] : null,
      score ? [h("h2", {}, "Score"), h("div", { class: "panel", id: "score-view" }, renderObject(score.score))] : null);
  }

  drawActions(actions) {
    const section = this.sections.actions;
    put(section, h("h2", { tabindex: "-1" }, "Your choices"));
    if (!actions) { section.append(h("p", {}, "The choices of this game are not yours to see.")); return; }
    if (!actions.actions.length) { section.append(h("p", {}, "Nothing to choose: the game is over.")); return; }
    const me = localStorage.getItem(KEYS.player);
    if (!localStorage.getItem(KEYS.token) || (me && me !== this.game.owner)) {
      section.append(h("p", { id: "watching" }, "You are watching this game: its choices are its owner's."));
      return;
    }
    section.append(h("p", {}, h("button", { type: "button", id: "auto-choose", class: "secondary",
      onclick: () => this.automatic(actions.version) }, "Let the automatic player choose")));
    // Choices citing the same clause share one statement of it (a discard down to hand size
    // offers a button a card, each under the same rule): a group named by its clause, to
    // which each button points (aria-describedby), so the rule behind any choice is read.
    // A choice that repeats another with a copy of the same card (``copy_of``) is shown once.
    const shown = actions.actions.filter((action) => !action.copy_of);
    const list = h("div", { id: "action-list" }, byClause(shown).map(({ clause, actions: grouped }, i) => {
      const ruleId = clause ? `rule-${i}` : null;
      return h("div", { class: "action-group", role: clause ? "group" : null, "aria-labelledby": ruleId },
        clause ? h("p", { class: "rule", id: ruleId }, h("span", { class: "rule-id" }, clause.id),
          clause.summary ? `: ${clause.summary}` : "") : null,
        grouped.map((action) => this.actionForm(action, actions.version, ruleId)));
    }));
    section.append(list);
  }

  /** One action: its button (described by its group's clause, ``ruleId``) and its parameters. */
  actionForm(action, version, ruleId) {
    const fields = Object.entries(action.params).map(([name, help]) => {
      const fieldId = `param-${action.id}-${name}`.replace(/[^A-Za-z0-9_-]/g, "_");
      const [field, told] = paramField(fieldId, name, help, (action.candidates || {})[name]);
      return h("label", { for: fieldId }, `${humanize(name)} (${told}) `, field);
    });
    const form = h("form", { class: "action", onsubmit: (event) => {
      event.preventDefault();
      const args = {};
      for (const input of form.querySelectorAll("[data-param]")) {
        if (input.value.trim() === "") continue;
        args[input.dataset.param] = "exact" in input.dataset ? input.value : optionValue(input.value.trim());
      }
      this.play(action.id, args, version);
    } }, h("button", { type: "submit", class: "action-button", "data-action": action.id, "aria-describedby": ruleId }, action.label),
    fields.length ? h("div", {}, fields) : null);
    return form;
  }

  drawLog(lines, events, actions) {
    const kept = effectiveVersions(events);
    const kinds = new Map(events.map((e) => [e.version, e.kind]));
    const tip = events.length;
    const policy = (events[0] && events[0].data.undo_policy) || "free";
    // The versions the server undoes to (its undo policy applied by the check that refuses
    // an undo); a server that does not list them: every earlier resting point, unless "none".
    const targets = actions && actions.undo_targets ? new Set(actions.undo_targets) : null;
    const undoable = (v) => (targets ? targets.has(v) : v < tip && policy !== "none");
    const list = h("ol", { class: "log", id: "log" });
    for (const line of lines) {
      const v = line.version;
      const atRest = v === tip || INPUT_KINDS.has(kinds.get(v + 1));
      const tools = [];
      if (kept.has(v) && atRest) {
        if (undoable(v)) {
          tools.push(h("button", { type: "button", class: "secondary undo", "data-version": v,
            onclick: () => this.undo(v) }, `undo to ${v}`));
        }
        tools.push(h("button", { type: "button", class: "secondary fork", "data-version": v,
          onclick: () => this.fork(v) }, `fork at ${v}`));
      }
      list.append(h("li", { class: kept.has(v) ? null : "undone", "data-version": v },
        h("a", { href: `#/game/${this.id}/event/${v}`, title: `Audit event ${v} (${line.kind})` }, `${v}.`), " ",
        h("span", { class: "line" }, withoutClause(line)),
        line.clause ? clauseTip(line.clause) : null,
        tools.length ? h("span", { class: "log-tools" }, tools) : null));
    }
    put(this.sections.log, h("h2", {}, "The log"),
      h("p", { class: "clause" }, "Each line links to the audit of its event; struck-through lines were undone."), list);
    list.scrollTop = list.scrollHeight;
  }

  /** Open the audit of event ``version`` in the table shown (a log line's link): the table is
      not drawn again, so the page keeps its place until the audit is brought into view. */
  async openAudit(version) {
    this.auditVersion = version;
    await this.drawAudit(version, true);
  }

  /** The audit scrolled into view, the keyboard on its heading. */
  showAudit() {
    const heading = this.sections.audit.querySelector("h2");
    if (!heading) return;
    this.sections.audit.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
  }

  /** Draw the audit of event ``version``; ``show``: bring it into view with the keyboard on
      it (``showAudit``). */
  async drawAudit(version, show = false) {
    const section = this.sections.audit;
    // Drawn again at each reading of the game: the keyboard stays on it if it was there.
    let focused = false;
    try {
      const audit = await get(`/games/${this.id}/events/${version}/audit`);
      focused = section.contains(document.activeElement);
      // The DiceRolled events the outcome came from: the audit names them (``dice``); an
      // older server lists them among the causes only.
      const dice = audit.dice ?? audit.causes.filter((c) => c.kind === "DiceRolled").map((c) => c.version);
      const lineOf = new Map(this.lines.map((l) => [l.version, l.line]));
      const check = audit.verdict.check;
      auditOpen = () => this.closeAudit(version);
      put(section, h("h2", { tabindex: "-1" }, `Audit of event ${version}`),
        h("p", {}, h("button", { type: "button", class: "secondary", id: "close-audit", onclick: auditOpen },
          "Close the audit"), h("span", { class: "facts" }, " or press Escape")),
        h("div", { class: "panel", id: "audit-view" },
        h("p", { id: "audit-line" }, audit.line),
        h("dl", { class: "view" },
          h("dt", {}, "Event"), h("dd", {}, `${audit.event.kind} (version ${audit.event.version})`),
          h("dt", {}, "Clause"), h("dd", { id: "audit-clause" }, audit.clause ? `${audit.clause.id}: ${audit.clause.summary}` : "none"),
          h("dt", {}, "Undone"), h("dd", { id: "audit-undone" }, audit.undone ? "yes: a later undo took it back" : "no"),
          h("dt", {}, "Dice"), h("dd", { id: "audit-dice" }, dice.length ? h("ul", {}, dice.map((v) =>
            h("li", {}, h("a", { href: `#/game/${this.id}/event/${v}` }, `event ${v}`), `: ${lineOf.get(v) ?? "DiceRolled"}`)))
            : audit.random ? renderObject(audit.random) : "no dice"),
          h("dt", {}, "Verdict"), h("dd", { id: "audit-verdict" }, audit.verdict.summary),
          check ? [h("dt", {}, "Recomputed"), h("dd", { id: "audit-check" }, check.agrees
            ? "the dice, modifiers and target give the recorded result"
            : `does not agree: ${check.problems.join("; ")}`)] : null),
        h("h3", {}, "Its causes, back to the decision"),
        // A step without a version is a rule's amount no event records: named by its clause.
        h("ol", {}, audit.causes.map((c) => h("li", {}, `${humanize(c.relation)}: `,
          c.version === null ? "no event"
            : h("a", { href: `#/game/${this.id}/event/${c.version}` }, `event ${c.version}`), ` ${c.line}`,
          c.why ? ` (${c.why})` : "", c.clause ? h("span", { class: "clause" }, `${c.clause.id}: ${c.clause.summary}`) : null))),
        h("h3", {}, "The record"), h("pre", {}, JSON.stringify(audit.event, null, 2))));
    } catch (error) {
      focused = section.contains(document.activeElement);
      put(section, h("h2", { tabindex: "-1" }, `Audit of event ${version}`), problemBox(error));
    }
    if (show) this.showAudit();
    else if (focused) section.querySelector("h2").focus({ preventScroll: true });
  }

  /** Close the audit: the table stays, its address loses the event, and the keyboard goes
      back to the log line the audit was of. */
  closeAudit(version) {
    auditOpen = null;
    this.auditVersion = null;
    put(this.sections.audit);
    history.replaceState(null, "", `#/game/${this.id}`);
    main().dataset.ready = location.hash;
    const back = this.sections.log.querySelector(`li[data-version="${version}"] > a`);
    if (back) back.focus();
  }

  async drawBranches(events) {
    const section = this.sections.branches;
    const forked = events.find((e) => e.kind === "Forked");
    const compareInput = h("input", { id: "compare-with", size: 38 });
    let tree = null;
    try { tree = await forkTree(this.id, 4); } catch { tree = undefined; }
    put(section, h("h2", {}, "Lines of play"),
      forked ? h("p", {}, "Parent line: ", h("a", { href: `#/game/${forked.data.parent}` }, forked.data.parent),
        ` (forked at version ${forked.data.at_version}) `,
        h("a", { href: `#/compare/${forked.data.parent}/${this.id}` }, "compare with the parent")) : h("p", {}, "This is a first line (not a fork)."),
      tree === undefined ? h("p", {}, "This server does not list a game's forks.") :
        tree ? [h("h3", {}, "Its forks, and theirs"), tree] : h("p", {}, "No forks yet."),
      h("form", { onsubmit: (event) => {
        event.preventDefault();
        if (compareInput.value.trim()) location.hash = `#/compare/${this.id}/${compareInput.value.trim()}`;
      } }, h("label", { for: "compare-with" }, "Compare with game"), compareInput, h("button", { type: "submit" }, "Compare")));
  }

  /** Ask what the game is a fork of and which forks it has once, not at every move. */
  async drawBranchesOnce(events) {
    if (this.branchesDrawn) return;
    this.branchesDrawn = true;
    await this.drawBranches(events);
  }

  async write(doing) {
    // One write at a time: a second click before the table shows the first one's result
    // would carry a version the game has left, and be refused as stale.
    if (this.writing) return false;
    this.writing = true;
    this.sections.actions.setAttribute("aria-busy", "true");
    put(this.message);
    // A keyboard player who chose keeps their place: focus returns to the choices.
    const focused = this.sections.actions.contains(document.activeElement);
    try {
      // Read until the table shows the version the write reached (a write answers with the
      // game's version), not once more whatever it shows: its events, streamed before the
      // answer came, start a reading that may show it already, and one more would leave the
      // choices drawn and offered but refusing a click (``writing``) until it ended.
      const { version } = (await doing()) || {};
      await this.refresh(Number.isInteger(version) ? version : Infinity);
      if (focused) {
        const next = this.sections.actions.querySelector(".action-button")
          || this.sections.actions.querySelector("h2");
        if (next) next.focus();
      }
      return true;
    } catch (error) {
      const conflict = error instanceof Problem && error.status === 409 && VERSION_CONFLICTS[error.doc.code];
      if (conflict) {
        const [heading, sentence] = conflict;
        put(this.message, h("div", { class: "problem", role: "alert" }, h("strong", {}, heading),
          sentence(error.doc.expected_version ?? "?", error.doc.current_version ?? "?")));
        await this.refresh();
      } else {
        put(this.message, problemBox(error));
      }
      return false;
    } finally {
      this.writing = false;
      this.sections.actions.removeAttribute("aria-busy");
    }
  }

  play(action, args, version) {
    return this.write(() => post(`/games/${this.id}/commands`, { action, args, expected_version: version }));
  }

  automatic(version) {
    return this.write(async () => {
      const choice = await get(`/games/${this.id}/suggestion`);
      return post(`/games/${this.id}/commands`, { action: choice.action, args: choice.args, expected_version: version });
    });
  }

  undo(version) {
    return this.write(() => post(`/games/${this.id}/undo`, { to_version: version, expected_version: this.shown }));
  }

  async fork(version) {
    put(this.message);
    try {
      const game = await post(`/games/${this.id}/forks`, { at_version: version });
      location.hash = `#/game/${game.game_id}`;
    } catch (error) { put(this.message, problemBox(error)); }
  }

  async verify() {
    const box = document.getElementById("verify-result");
    try {
      const verdict = await get(`/games/${this.id}/verify`);
      // A submitted challenge entry is verified as ranked: its log up to that version.
      const ranked = verdict.ranked_version == null ? "" : `, as ranked at version ${verdict.ranked_version}`;
      put(box, verdict.ok
        ? verifiedBox(`Verified: all ${verdict.events} events re-simulate exactly and the hash chain holds${ranked}.`, verdict, { role: "status" })
        : verdictProblem(verdict.first_difference, { role: "alert" }));
    } catch (error) { put(box, problemBox(error)); }
  }

  /** Download the game as its full log (every event and hash) or its record (the header and
      the inputs only, see docs/records.md); both open again in the page and in redbook verify. */
  async exportGame(form) {
    try {
      const doc = await get(`/games/${this.id}/export?format=${form}`);
      const link = h("a", { href: URL.createObjectURL(new Blob([JSON.stringify(doc, null, 1)], { type: "application/json" })),
        download: `redbook-${this.id}${form === "record" ? ".record" : ""}.json` });
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) { put(this.message, problemBox(error)); }
  }
}

/** The forks of a game and theirs, ``depth`` levels down, as nested lists (null: none). */
async function forkTree(gameId, depth) {
  const { games } = await get(`/games?parent=${gameId}&limit=200`);
  if (!games.length) return null;
  const items = [];
  for (const fork of games) {
    items.push(h("li", {}, h("a", { href: `#/game/${fork.game_id}` }, `fork ${fork.game_id.slice(0, 8)}`),
      fork.parent ? ` at version ${fork.parent.at_version}` : "", " · ",
      h("a", { href: `#/compare/${gameId}/${fork.game_id}` }, "compare"),
      depth > 1 ? await forkTree(fork.game_id, depth - 1) : null));
  }
  return h("ul", { id: depth === 4 ? "forks" : null }, items);
}

/** A link to a game whose id cannot be one (a game id is a UUID) is told what the API tells
    of a game it does not have (its 404), rather than that the page does not exist. */
const GAME_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
function decoded(part) { try { return decodeURIComponent(part); } catch { return part; } }
function mustBeGameIds(...ids) {
  const bad = ids.find((id) => !GAME_ID.test(id));
  if (bad !== undefined) {
    throw new Problem(404, { title: "Game not found", code: "game-not-found",
      detail: `There is no game ${decoded(bad)}.` });
  }
}

/** The table on the page (null: none): a link to one of its events opens the audit in it. */
let tableShown = null;

async function viewGame(root, gameId, auditVersion) {
  mustBeGameIds(gameId);
  tableShown = new Table(root, gameId, auditVersion ? Number(auditVersion) : null);
  await tableShown.start();
}

// -- compare two lines -------------------------------------------------------------------------
async function viewCompare(root, a, b) {
  mustBeGameIds(a, b);
  const [comparison, linesA, linesB] = await Promise.all([get(`/games/${a}/compare/${b}`),
    allPages(`/games/${a}/narrative`, "lines"), allPages(`/games/${b}/narrative`, "lines")]);
  const byVersion = (lines) => new Map(lines.map((l) => [l.version, l.line]));
  const [textA, textB] = [byVersion(linesA), byVersion(linesB)];
  // The first row is where the lines part: said in words too, not by its colour only.
  const cell = (game, text, row, first) => h("td", {}, first ? h("span", { class: "badge" }, "first difference") : null,
    row ? [h("a", { href: `#/game/${game}/event/${row.version}` }, `${row.version}.`), ` ${text.get(row.version) || row.kind}`] : "—");
  const common = comparison.last_common;
  put(root, h("h1", {}, "Two lines compared"),
    h("p", { id: "compare-summary" }, comparison.identical ? "The two lines are identical." :
      `They share ${common.shared_events} events, up to version ${common.a_version} of the first and ${common.b_version} of the second; then they part.`),
    common.a_version ? h("p", { id: "compare-shared" }, "The last event both lines share: ",
      h("a", { href: `#/game/${a}/event/${common.a_version}` }, `${common.a_version}.`), ` ${textA.get(common.a_version) || ""}`) : null,
    h("table", { class: "compare", id: "comparison" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("a", { href: `#/game/${a}` }, `Game ${a.slice(0, 8)}`)),
        h("th", { scope: "col" }, h("a", { href: `#/game/${b}` }, `Game ${b.slice(0, 8)}`)))),
      h("tbody", {}, comparison.rows.map((row, i) => h("tr", { class: i === 0 ? "first-difference" : null },
        cell(a, textA, row.a, i === 0), cell(b, textB, row.b, i === 0))))));
}

// -- open a game file ---------------------------------------------------------------------------
/** The JSON of the file chosen in ``input``, and its text as the body that sends it as it is
    (its seed's digits kept: see ``JsonText``); the server judges whether it is a game. */
async function readGameFile(input, what = "a Red Book game file") {
  const file = input.files[0];
  if (!file) throw new Plain("Choose a file first.");
  const text = await file.text();
  try { return { doc: JSON.parse(text), body: new JsonText(text) }; } catch { throw new Plain(`${file.name} is not JSON, so it is not ${what}.`); }
}

const RECORD_FORMAT = "redbook-record/1";

/** A log that does not verify, as redbook verify says it (the verdict of domain/verdict.py):
    its sentence, the fields that differ, recorded against expected, then the whole events on
    request (at once when no field compares: one side has no event). */
function verdictProblem(difference, attrs = {}) {
  const fields = difference.differences;
  const code = (value) => h("code", {}, JSON.stringify(value));
  const whole = [["Recorded", difference.recorded], ["Expected", difference.expected]]
    .filter(([, event]) => event !== null)
    .map(([label, event]) => [h("h3", {}, `${label} event ${difference.version}`), h("pre", {}, JSON.stringify(event, null, 2))]);
  return h("div", { class: "problem verdict", ...attrs }, h("p", { class: "summary" }, sentence(`Does not verify: ${difference.summary}`)),
    fields.length ? h("div", { class: "scroll" }, h("table", { class: "differences" },
      h("caption", {}, `Event ${difference.event}, field by field`),
      h("thead", {}, h("tr", {}, ["Field", "Recorded", "Expected"].map((c) => h("th", { scope: "col" }, c)))),
      h("tbody", {}, fields.map((f) => h("tr", {}, h("th", { scope: "row" }, h("code", {}, f.path)),
        h("td", {}, code(f.recorded)), h("td", {}, code(f.expected))))))) : null,
    !whole.length ? null : fields.length ? h("details", {}, h("summary", {}, "The whole events"), whole) : whole);
}

/** JSON as redbook verify writes a result: keys sorted, ", " and ": " between the parts. */
function sortedJson(value) {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}: ${sortedJson(value[k])}`).join(", ")}}`;
  }
  return JSON.stringify(value);
}

/** A game that verifies (the verdict of domain/verdict.py): the sentence, then what a judge
    compares with a leaderboard, as redbook verify's OK line says it: the ruleset and the
    version the game was played and verified under, the challenge it is an entry of, the hash
    of its last event and its result. */
function verifiedBox(said, v, attrs = {}) {
  const row = (label, value) => [h("dt", {}, label), h("dd", {}, value)];
  return h("div", { class: "ok verified", ...attrs }, h("p", {}, said),
    h("dl", { class: "view" },
      row("Ruleset", `${v.ruleset} version ${v.ruleset_version}`),
      row("Challenge", v.challenge ?? "none: not a challenge entry"),
      row("Final hash", h("code", {}, v.final_hash)),
      row("Result", v.result ? h("code", {}, sortedJson(v.result)) : "none yet: the game is still in play")));
}

/** What a verdict of ``POST /games/verify`` says of the file sent: a full log is checked event
    by event against its hash chain, a record (header and inputs) is re-simulated from its inputs. */
function fileVerdict(doc, v) {
  if (!v.ok) return verdictProblem(v.first_difference);
  if (doc.format === RECORD_FORMAT) {
    return verifiedBox(`Verified: the record's ${doc.inputs.length} inputs re-simulate to ${v.events} events${
      doc.final ? `, ending at version ${doc.final.version} with its final hash.` : "."}`, v);
  }
  return verifiedBox(`Verified: all ${v.events} events re-simulate exactly and the hash chain holds.`, v);
}

async function viewOpen(root) {
  const input = h("input", { id: "game-file", type: "file", accept: ".json,application/json" });
  const result = h("div", { id: "open-result", "aria-live": "polite" });
  const act = async (path, done) => {
    try {
      const { doc, body } = await readGameFile(input);
      done(await post(path, body), doc);
    } catch (error) { put(result, problemBox(error)); }
  };
  put(root, h("h1", {}, "Open a game file"),
    h("p", {}, "A file exported by Red Book (the game page's export, or redbook export): its full log or its record. Verifying re-simulates it; importing stores it as a new game of yours if it verifies."),
    h("label", { for: "game-file" }, "Game file"), input, " ",
    h("button", { type: "button", onclick: () => act("/games/verify", (v, doc) => put(result, fileVerdict(doc, v))) }, "Verify"),
    " ",
    h("button", { type: "button", onclick: () => act("/games/import", (game) => {
      put(result, h("div", { class: "ok" }, "Imported as ", h("a", { href: `#/game/${game.game_id}` }, `game ${game.game_id}`), "."));
    }) }, "Import"), result);
}

// -- challenges ----------------------------------------------------------------------------------
/** sha256("redbook-challenge:" + canonical JSON of the seed): the commitment a challenge
    publishes (domain/challenges.py), computed here so nobody need trust the server. */
async function commitmentOf(seed) {
  const bytes = new TextEncoder().encode(`redbook-challenge:${JSON.stringify(seed)}`);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return `sha256:${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

async function viewChallenges(root) {
  const { challenges } = await get("/challenges");
  put(root, h("h1", {}, "Challenges"), challenges.length ? h("div", { class: "scroll" }, h("table", {},
    h("thead", {}, h("tr", {}, ["Challenge", "Ruleset", "Status", "Entries", "Closes"].map((c) => h("th", { scope: "col" }, c)))),
    h("tbody", {}, challenges.map((c) => h("tr", {}, h("td", {}, h("a", { href: `#/challenge/${c.id}` }, c.title)),
      h("td", {}, c.ruleset), h("td", {}, c.status), h("td", {}, String(c.entries)), h("td", {}, c.closes_at))))))
    : h("p", {}, "No challenges yet."));
}

async function viewChallenge(root, challengeId) {
  const challenge = await get(`/challenges/${challengeId}`);
  const mine = Object.entries(readJSON(KEYS.entries, {})).filter(([, c]) => c === challengeId).map(([g]) => g);
  const message = h("div", { id: "challenge-message", "aria-live": "polite" });
  const check = h("div", { id: "commitment-check" });
  if (challenge.seed !== null) {
    const computed = await commitmentOf(challenge.seed);
    put(check, computed === challenge.commitment
      ? h("div", { class: "ok" }, `The revealed seed matches the commitment (computed in this browser: ${computed}).`)
      : h("div", { class: "problem" }, `The revealed seed does NOT match the commitment: it gives ${computed}.`));
  }
  const enter = async () => {
    try {
      const entry = await post(`/challenges/${challengeId}/entries`);
      const entries = readJSON(KEYS.entries, {});
      entries[entry.game_id] = challengeId;
      localStorage.setItem(KEYS.entries, JSON.stringify(entries));
      location.hash = `#/game/${entry.game_id}`;
    } catch (error) { put(message, problemBox(error)); }
  };
  const submit = async (gameId) => {
    try {
      const score = await post(`/challenges/${challengeId}/entries/${gameId}/submit`);
      // The leaderboard first, so the message tells of a table that already ranks the entry.
      await drawBoard();
      put(message, h("div", { class: "ok" }, `Submitted: ${score.outcome}, ${score.mp} MP in ${score.turns} turns.`));
    } catch (error) { put(message, problemBox(error)); }
  };
  const entryFile = h("input", { id: "entry-file", type: "file", accept: ".json,application/json" });
  const upload = async () => {
    try {
      const score = await post(`/challenges/${challengeId}/uploads`, (await readGameFile(entryFile)).body);
      const entries = readJSON(KEYS.entries, {});
      entries[score.game_id] = challengeId;
      localStorage.setItem(KEYS.entries, JSON.stringify(entries));
      await drawBoard();
      put(message, h("div", { class: "ok" }, `Uploaded and ranked: ${score.outcome}, ${score.mp} MP in ${score.turns} turns.`));
    } catch (error) { put(message, problemBox(error)); }
  };
  const leaderboard = h("div", { id: "leaderboard" });
  const drawBoard = async () => {
    try {
      const board = await get(`/challenges/${challengeId}/leaderboard`);
      put(leaderboard, board.ranked.length ? h("div", { class: "scroll" }, h("table", {},
        h("thead", {}, h("tr", {}, ["Rank", "Player", "Outcome", "MP", "Turns", "Game"].map((c) => h("th", { scope: "col" }, c)))),
        h("tbody", {}, board.ranked.map((r) => h("tr", {}, h("td", {}, String(r.rank)), h("td", {}, r.player),
          h("td", {}, r.outcome), h("td", {}, String(r.mp)), h("td", {}, String(r.turns)),
          h("td", {}, h("a", { href: `#/game/${r.game_id}` }, r.game_id.slice(0, 8))))))))
        : h("p", {}, "No entry submitted yet."),
      board.not_submitted.length ? h("p", {}, `Playing, not submitted yet: ${board.not_submitted.map((w) => w.player).join(", ")}`) : null);
    } catch (error) { put(leaderboard, problemBox(error)); }
  };
  await drawBoard();
  put(root, h("h1", {}, challenge.title), message,
    h("dl", { class: "view panel" },
      h("dt", {}, "Ruleset"), h("dd", {}, `${challenge.ruleset} ${challenge.ruleset_version}`),
      h("dt", {}, "Status"), h("dd", { id: "challenge-status" }, challenge.status),
      h("dt", {}, "Opens / closes"), h("dd", {}, `${challenge.opens_at} / ${challenge.closes_at}`),
      h("dt", {}, "Undo policy"), h("dd", {}, challenge.undo_policy),
      h("dt", {}, "Scoring"), h("dd", {}, challenge.scoring),
      h("dt", {}, "Commitment"), h("dd", { id: "commitment" }, h("code", {}, challenge.commitment)),
      h("dt", {}, "Seed"), h("dd", {}, challenge.seed === null ? "sealed until the challenge closes" : h("code", {}, challenge.seed))),
    check,
    challenge.status === "open" ? [h("p", {}, h("button", { type: "button", id: "enter-challenge", onclick: enter }, "Enter the challenge")),
      h("p", {}, h("label", { for: "entry-file" }, "Or enter a game played elsewhere from this challenge's seed (its exported full log or record)"), " ",
        entryFile, " ", h("button", { type: "button", onclick: upload }, "Upload the entry"))] : null,
    mine.length ? [h("h2", {}, "My entries"), h("ul", {}, mine.map((g) => h("li", {},
      h("a", { href: `#/game/${g}` }, `game ${g.slice(0, 8)}`), " ",
      h("button", { type: "button", class: "secondary", onclick: () => submit(g) }, `Submit game ${g.slice(0, 8)}`))))] : null,
    h("h2", {}, "Leaderboard"), leaderboard);
}

// -- routing -------------------------------------------------------------------------------------
const ROUTES = [
  [/^#?\/?$/, viewGames],
  [/^#\/signin$/, viewSignin],
  [/^#\/new(?:\/([\w-]+))?$/, viewNew],
  [/^#\/open$/, viewOpen],
  [/^#\/challenges$/, viewChallenges],
  [/^#\/challenge\/([\w-]+)$/, viewChallenge],
  [/^#\/game\/([^/]+?)(?:\/event\/(\d+))?$/, viewGame],
  [/^#\/compare\/([^/]+)\/([^/]+)$/, viewCompare],
];

async function route() {
  const root = main();
  // An event of the game shown (a log line's link, the audit's causes) or the way back from
  // it: the audit opens or closes in the table as it is, which keeps its place on the page.
  const event = location.hash.match(/^#\/game\/([^/]+?)(?:\/event\/(\d+))?$/);
  if (event && tableShown && tableShown.id === event[1] && root.contains(tableShown.sections.head)) {
    if (event[2]) await tableShown.openAudit(Number(event[2]));
    else if (auditOpen) auditOpen();
    root.dataset.ready = location.hash;
    return;
  }
  if (following) { following.abort(); following = null; }
  auditOpen = null;
  tableShown = null;
  for (const [pattern, view] of ROUTES) {
    const match = location.hash.match(pattern);
    if (match) {
      put(root, h("p", {}, "Loading…"));
      try { await view(root, ...match.slice(1)); } catch (error) { put(root, problemBox(error)); }
      root.dataset.ready = location.hash;
      return;
    }
  }
  put(root, h("h1", {}, "Not found"), h("p", {}, "No such page. ", h("a", { href: "#/" }, "Back to the games.")));
}

window.addEventListener("hashchange", route);
showWho();
route();
