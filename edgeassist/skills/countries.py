"""Country facts for the encyclopedia (GeoNames, in models/encyclopedia.sqlite's country table): the
questions they answer (capital, currency, languages, population, continent, area, calling code,
neighbours) and the replies, said from the data."""
from __future__ import annotations

import difflib
import re

from .base import say_items
from .dictionary import _edits
from .data import Db, key, sound_key

DECLINE = "Sorry, I don't know that one."
_SUBJECT = r"(?:the |a |an )?(?P<e>[\w][\w .,'&-]*?)"
COUNTRY = [("capital", re.compile(r"(?:what(?: is|'s)? |which city is |what city is )?the capit[ao]l(?: city)? of " + _SUBJECT +
                                  r"|capit[ao]l(?: city)? of " + _SUBJECT.replace("e>", "e3>") + r"|what is " + _SUBJECT.replace("e>", "e2>") +
                                  r"(?:'s|s) capit[ao]l(?: city)?")),     # "capitol": Whisper's homophone
           ("currency", re.compile(r"(?:what|which) (?:is the )?(?:currency|money) (?:do they use |is used |does |do |is |of |in )?(?:in )?"
                                   + _SUBJECT + r"(?: use| have)?")),
           ("language", re.compile(r"what (?:language|languages) (?:do they|do people|is|are|does) ?(?:speak|spoken|talk|use)? "
                                   r"?(?:in )?" + _SUBJECT + r"(?: speak)?")),
           ("population", re.compile(r"(?:what is the population of|how many people live in|how many people are in|"
                                     r"how many people does) " + _SUBJECT + r"(?: have)?")),
           ("continent", re.compile(r"(?:which|what) continent is " + _SUBJECT + r" (?:in|on|part of)")),
           ("area", re.compile(r"how (?:big|large) is " + _SUBJECT)),
           ("phone", re.compile(r"what(?: is|'s) the (?:international )?(?:calling|dialing|dialling|country|phone|telephone|area) code (?:of|for|in) "
                                + _SUBJECT + r"|what(?: is|'s) " + _SUBJECT.replace("e>", "e2>") +
                                r"(?:'s|s) (?:international )?(?:calling|dialing|dialling|country|phone|telephone|area) code")),
           ("neighbours", re.compile(r"(?:which|what) countries (?:border|neighbou?r|are next to|are around|touch|surround|share a border with) "
                                     + _SUBJECT + r"|(?:which|what) countries (?:does|do) " + _SUBJECT.replace("e>", "e2>") +
                                     r" (?:border|share a border with|neighbou?r)|(?:what|which) (?:are|is) (?:the )?"
                                     r"(?:neighbou?rs|neighbou?ring countries|borders|bordering countries) (?:of|to) " +
                                     _SUBJECT.replace("e>", "e3>") + r"|what(?: is|'s| are) " + _SUBJECT.replace("e>", "e4>") +
                                     r"(?:'s|s) (?:neighbou?rs|neighbou?ring countries|borders)|what (?:does|do) "
                                     + _SUBJECT.replace("e>", "e5>") + r" border")),
           ("uses_currency", re.compile(r"(?:which|what|in which|in what) (?:country|countries|nations?) (?:uses?|has|have|pays? with|"
                                        r"spends?)(?: the)? (?P<e>[a-z][a-z ]*?)(?: as (?:its|their|the) (?:currency|money))?(?: currency)?"))]
CONTINENT_KEYS = {"africa", "asia", "europe", "north america", "south america", "oceania", "antarctica"}
_LANGS = dict(x.split(":") for x in (
    "en:English es:Spanish fr:French de:German it:Italian pt:Portuguese ru:Russian zh:Chinese ja:Japanese ko:Korean "
    "ar:Arabic hi:Hindi bn:Bengali ur:Urdu fa:Persian tr:Turkish nl:Dutch sv:Swedish no:Norwegian nb:Norwegian da:Danish "
    "fi:Finnish pl:Polish cs:Czech sk:Slovak hu:Hungarian ro:Romanian bg:Bulgarian el:Greek he:Hebrew th:Thai vi:Vietnamese "
    "id:Indonesian ms:Malay tl:Filipino sw:Swahili uk:Ukrainian sr:Serbian hr:Croatian sl:Slovenian ga:Irish cy:Welsh "
    "is:Icelandic et:Estonian lv:Latvian lt:Lithuanian ca:Catalan eu:Basque gl:Galician af:Afrikaans zu:Zulu xh:Xhosa "
    "am:Amharic so:Somali ha:Hausa yo:Yoruba ig:Igbo ne:Nepali si:Sinhala ta:Tamil te:Telugu mr:Marathi pa:Punjabi "
    "gu:Gujarati kn:Kannada ml:Malayalam my:Burmese km:Khmer lo:Lao mn:Mongolian ka:Georgian hy:Armenian az:Azerbaijani "
    "kk:Kazakh uz:Uzbek be:Belarusian mk:Macedonian sq:Albanian bs:Bosnian mt:Maltese lb:Luxembourgish ps:Pashto "
    "qu:Quechua gn:Guarani ht:Haitian mg:Malagasy rw:Kinyarwanda").split())
CONTINENTS = {"AF": "Africa", "AS": "Asia", "EU": "Europe", "NA": "North America", "SA": "South America", "OC": "Oceania",
              "AN": "Antarctica"}



# the fact a question asks for, by its words, wherever they stand ("what is the official language of
# Mozambique", "how big is Japan in square kilometres", "what is the country calling code for Ireland")
ASKS = [("capital", r"\bcapit[ao]ls?\b|\bseat of government\b"),
        ("currency", r"\bcurrenc(?:y|ies)\b|\bmoney\b|\bpay with\b"),
        ("language", r"\blanguages?\b|\bspeak\b|\bspoken\b"),
        ("population", r"\bpopulation\b|\bhow many (?:people|inhabitants|citizens|residents)\b|\bpeople live\b"),
        ("continent", r"\bcontinent\b"),
        ("area", r"\b(?:land |total |surface )?area\b(?! code)|\bhow (?:big|large)\b|\bsquare (?:kilomet|miles?)|\bsize\b"),
        ("phone", r"\b(?:calling|dialing|dialling|country|phone|telephone|international|area) (?:code|prefix)\b|\bdial\b"),
        ("neighbours", r"\bborders?\b|\bbordering\b|\bneighbou?r|\bsurround|\bshares? (?:the |an? )?(?:island|land|border)\b")]
_NOW_ONLY = re.compile(r"\b(?:did|was|were|used to|before|formerly|once|in \d{3,4}|first|old|ancient|second|third|"
                       r"largest|biggest|smallest|most|main(?:ly)? (?:city|cities))\b")


class Countries:
    def __init__(self, db: Db):
        self.db = db
        self._names: set[str] | None = None
        self._also: dict[str, str] = {}

    def names(self) -> set[str]:
        """The names of the countries and continents, as key() writes them (where a place is)."""
        if self._names is None:
            self._names = {key(r[0]) for r in self.db.rows("select name from country")} | \
                {key(c) for c in CONTINENTS.values()}
            self._also = {k: key(t) for k, t in self.db.rows("select l.k, a.title from alias l join article a on a.id = l.id"
                                                              " where l.kind = 'also'") if key(t) in self._names}
            self._names |= set(self._also)       # "Côte d'Ivoire": a name its article gives the country
        return self._names

    def answer(self, kind: str, subject: str):
        k = key(re.sub(r"^(?:the)\s+", "", subject))
        if kind == "uses_currency":          # "which countries use the kwacha": the countries whose currency it is
            rows = [r for r in self.db.rows("select name, currency from country") if r[1] and
                    re.search(rf"(?:^| ){re.escape(re.sub(r's$', '', k))}s?$", key(r[1]))]
            if not rows:
                return None
            names = sorted(r[0] for r in rows)
            said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            return {"kind": kind, "subject": k}, f"The {rows[0][1]} is the currency of {said}." if len(names) <= 8 else \
                f"{len(names)} countries and territories use a currency called the {rows[0][1]}, among them {', '.join(names[:5])}."
        k = self._also.get(k, k) if self.names() else k
        cols = "iso, name, capital, currency, currency_code, languages, continent, area, population, phone, neighbours"
        rows = self.db.rows(f"select {cols} from country where lower(name) in (?, ?)", (k, "the " + k))   # "The Netherlands"
        if not rows:
            from .data import COUNTRY_ALIASES
            if k in ("england", "scotland", "wales", "northern ireland") and kind != "currency":
                return None                   # a country of the UK: its own capital and size are its article's, not London's
            iso = COUNTRY_ALIASES.get(k)
            rows = self.db.rows(f"select {cols} from country where iso = ?", (iso,)) if iso else []
        if not rows and len(k) >= 4:          # a near spelling: "franse", "new zeeland"
            from .data import COUNTRY_ALIASES
            names = [re.sub(r"^the ", "", r[0]) for r in self.db.rows("select lower(name) from country")] + \
                [a for a in COUNTRY_ALIASES if len(a) > 4]
            close = [c for c in difflib.get_close_matches(k, names, n=3, cutoff=0.8)    # "drovania" is no Romania, "estrovia" no Estonia
                     if c[0] == k[0] and (_edits(k, c) <= max(1, len(k) // 5) or sound_key(k) == sound_key(c))][:1]
            sounds = [c for c in names if sound_key(c) == sound_key(k) and difflib.SequenceMatcher(None, k, c).ratio() >= 0.6] \
                if self._known(k) else []
            close = close or sounds[:1] * (len(sounds) == 1)        # "cypress": Cyprus by its sound, words Whisper writes
            # (not "sulvania", a name said as it is: no Slovenia)
            iso = COUNTRY_ALIASES.get(close[0]) if close else None  # "the check republic": the Czech Republic, an alias
            rows = self.db.rows(f"select {cols} from country where iso = ?", (iso,)) if iso else \
                self.db.rows(f"select {cols} from country where lower(name) in (?, ?)", (close[0], "the " + close[0])) if close else []
        if not rows:
            return None                       # not a country: the article may say ("how big is the sun")
        iso, name, capital, currency, code, langs, cont, area, pop, phone, neighbours = rows[0]
        slots = {"kind": kind, "subject": name}
        if kind == "capital":
            return slots, f"The capital of {name} is {capital}." if capital else f"{name} has no capital in my data."
        if kind == "currency":
            return slots, f"{name} uses the {currency} ({code})."
        if kind == "language":
            names = list(dict.fromkeys(_LANGS[c.split("-")[0]] for c in langs.split(",") if c.split("-")[0] in _LANGS))
            if not names:
                return {**slots, "problem": "not_said"}, DECLINE
            return slots, f"In {name} people speak {names[0]}" + (f", and also {say_items(names[1:3])}." if len(names) > 1 else ".")
        if kind == "population":
            said = self._article_population(name)
            if said:                  # the summary's figure is newer than GeoNames' (2018-19)
                return {**slots, "source": "article"}, f"{name} has a population of {said} (Wikipedia's summary)."
            return slots, f"{name} has about {pop / 1e6:.1f} million people (GeoNames' figure)." if pop >= 1e6 else \
                f"{name} has about {pop:,} people (GeoNames' figure)."
        if kind == "continent":
            return slots, f"{name} is in {CONTINENTS.get(cont, cont)}."
        if kind == "area":
            if not area:
                return {**slots, "problem": "not_said"}, DECLINE
            return slots, f"{name} covers about {area:,.0f} square kilometers." if area >= 10 else \
                f"{name} covers about {area:.2g} square kilometers."
        if kind == "phone":
            return slots, f"The calling code of {name} is +{phone.lstrip('+')}."
        if kind == "neighbours":
            isos = [c for c in (neighbours or "").split(",") if c]
            if not isos:
                return slots, f"{name} borders no other country."
            named = sorted(r[0] for r in self.db.rows(
                f"select name from country where iso in ({','.join('?' * len(isos))})", tuple(isos)))
            listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
            return slots, f"{name} borders {listed}."
        return None

    def _known(self, words: str) -> bool:
        """Every word is one the summaries use: words Whisper writes ("cypress", "chilly"), not a name said as it is."""
        return all(self.db.rows("select 1 from sdoc where sdoc match ? limit 1", (f'"{w}"',)) for w in words.split())

    def by_words(self, text: str):
        """A country fact asked in words of their own: one kind of fact (ASKS) and one country named,
        the data as it is now (a question about the past or a ranking is not this)."""
        if not re.match(r"(?:if (?:\w+ ){2,12}?)?(?:what|which|how|who|where|tell me|(?:in|on|from) (?:which|what)|name|do you know)\b", text) \
                or _NOW_ONLY.search(text):       # "if I want to phone someone in Ireland, what code do I dial"
            return None
        kinds = [k for k, rx in ASKS if re.search(rx, text)]
        if len(kinds) != 1 or re.match(r"(?:which|what) (?:mountains?|range|river|sea|ocean|lake|desert|city|strait|island|body)\b", text):
            return None                  # "which mountain range is the border between Europe and Asia": no country's fact
        from .data import COUNTRY_ALIASES
        toks, names, spans = re.sub(r"'s\b", "", text).split(), self.names() - {key(c) for c in CONTINENTS.values()}, []
        for n in (4, 3, 2, 1):
            for i in range(len(toks) - n + 1):
                k = key(re.sub(r"^the ", "", " ".join(toks[i:i + n])))
                if (k in names or k in COUNTRY_ALIASES) and not any(a <= i < b or a < i + n <= b for a, b, _ in spans):
                    spans.append((i, i + n, k))
        end = re.search(r"\b(?:of|in|for) (?:the )?(\w+(?: \w+)?)$", text) if not spans else None
        heard = [n for n in names if sound_key(n) == sound_key(end[1]) and      # and near in letters: not "cool", not
                 # "estmarrow" (East Timor's sounds, 0.56 of its letters: a place the data does not hold)
                 difflib.SequenceMatcher(None, n.replace(" ", ""), end[1].replace(" ", "")).ratio() >= 0.6] if end else []
        if len(heard) == 1 and not names & set(end[1].split()) and (heard[0][:1] == end[1][:1] or self._known(end[1])):
            spans = [(0, 0, heard[0])]         # "the currency of chilly": the one country that sounds so (Chile); a name spelled
            # as heard begins as it does ("kurgistan": Kyrgyzstan; "the kingdom of zalvonia" is no Slovenia)
        if len({k for _, _, k in spans}) != 1:
            return None
        return self.answer(kinds[0], spans[0][2])

    def _article_population(self, name: str) -> str | None:
        """ "over 41 million" from the country's article ("With a population of over 41 million, ..."), if it says."""
        rows = self.db.rows("select extract from article where title in (?, ?)", (name, re.sub(r"^The ", "", name)))
        text = rows[0][0].replace("\xa0", " ") if rows else ""
        m = re.search(r"\bpopulation,? (?:of |estimated at |is |totall?ing )?(?P<n>(?:(?:more than|over|about|around|almost|nearly|"
                      r"approximately|roughly|just over|just under|some|exceeding) )?[\d.,]+ (?:million|billion))(?P<y> (?:as of|in) \d{4})?|"
                      r"\b(?:with|has|of) (?P<n2>(?:(?:more than|over|about|around|almost|nearly|approximately|roughly) )?[\d.,]+ "
                      r"(?:million|billion)) (?:people|inhabitants|residents)(?P<y2> (?:as of|in) \d{4})?", text)
        said = (m["n"] + (m["y"] or "") if m["n"] else m["n2"] + (m["y2"] or "")) if m else None
        return said.replace("exceeding ", "over ") if said else None
