"""Who did it: the verbs of a deed ("wrote", "invented", "discovered") with the words its sentence says
them by, and the person whose own article says they did it (Alexander Graham Bell's "credited with
patenting the first practical telephone"), for the encyclopedia (encyclopedia.py)."""
from __future__ import annotations

import re

from .data import Db, key, sentences

MAX_CHARS = 250
VERB_CUES = {"rote": r"\bwr[io]t|\bnovel|\bauthor|\bby\b", "wrote": r"\bwr[io]t|\bnovel|\bauthor|\bby\b", "write": r"\bwr[io]t|\bnovel|\bauthor|\bby\b",
             "painted": r"paint|\bby\b", "paint": r"paint|\bby\b", "composed": r"compos|\bby\b", "invented": r"invent|patent|introduc|develop|pioneer",
             "invent": r"invent|patent|introduc|develop|pioneer", "discovered": r"discover|isolat|identif",
             "discover": r"discover|isolat|identif", "directed": r"direct|\bby\b",
             "founded": r"found|establish", "built": r"built|construct|commission|erect", "designed": r"design", "created": r"creat",
             "developed": r"develop|creat|formulat|devis|invent|patent", "sculpted": r"sculpt", "authored": r"\bby\b|author", "sang": r"sing|sang|\bby\b",
             "killed": r"kill|assassin", "assassinated": r"assassin|kill", "led": r"\bled\b|leader", "started": r"start|began|found",
             "made": r"\bmade\b|\bby\b|creat", "make": r"\bmade\b|\bby\b|creat", "climbed": r"climb|summit|reach|ascen",
             "climb": r"climb|summit|reach|ascen", "reached": r"reach|arriv", "crossed": r"cross", "flew": r"\bflew|\bfly|flight|pilot",
             **dict.fromkeys(("go", "went", "put", "erected", "constructed"), r"built|construct|commission|erect|commenc"),   # "go up"
             **dict.fromkeys(("come", "came"), r"releas|launch|introduc|publish|debut|unveil|announc"),     # "come out"
             **dict.fromkeys(("signed", "sign"), r"sign|adopt|ratif"),
             **dict.fromkeys(("completed", "complete", "finished"), r"complet|finish|built|construct"),    # "built from 1887 to 1889"
             **dict.fromkeys(("opened", "open"), r"\bopen|inaugurat|complet"),
             **dict.fromkeys(("fall", "fell"), r"\bfell\b|\bfall\b|captur|conquer|sack|overr[au]n|destroy")}   # "when did Tenochtitlan fall"
ROLES = {**dict.fromkeys(("rote", "wrote", "write", "authored"), r"\b(?:writer|novelist|poet|author|playwright|dramatist|essayist)\b"),
         **dict.fromkeys(("painted", "paint"), r"\b(?:painter|artist)\b"), "composed": r"\bcomposer\b",
         **dict.fromkeys(("invented", "invent"), r"\binventor\b"), "designed": r"\barchitect\b", "directed": r"\b(?:director|filmmaker)\b",
         "sculpted": r"\bsculptor\b"}      # the role of one whose works the summary lists
PASSIVE = {"rote": "was written by", "wrote": "was written by", "write": "was written by", "painted": "was painted by", "paint": "was painted by",
           "composed": "was composed by", "directed": "was directed by", "sculpted": "was sculpted by", "authored": "was written by",
           "made": "was made by", "make": "was made by", "designed": "was designed by", "created": "was created by"}


_ASIDES = (re.compile(r"\s*—[^—]{1,80}—\s*"),                                              # "light energy—typically from sunlight—into"
           re.compile(r", (?:such as|including|like|e\.g\.) (?:[^,;]+, ){0,4}?[^,;]+ (?:and|or) [^,;]+,"),   # ", such as A, B and C,"
           re.compile(r", (?:sometimes|also|often|commonly|formerly|originally|officially) (?:called|known as|referred to as|named|"
                      r"spelled) (?:(?! (?:is|was|are|were) )[^,;])+,"))                   # ", sometimes called the First ...,", not
           # past a verb: "The Three Gorges Dam, officially known as ... Project is a ... dam that spans ..., Yichang,"


def short(sentence: str) -> str:
    """At most MAX_CHARS: its asides left out first (a list after "such as", "sometimes called ...", a
    dash's aside), then cut at a clause."""
    if len(sentence) <= MAX_CHARS:
        return sentence
    for aside in _ASIDES:
        sentence = aside.sub(lambda m: " " if m[0].lstrip().startswith("—") else " ", sentence) if len(sentence) > MAX_CHARS else sentence
    sentence = re.sub(r"\s+", " ", sentence).replace(" ,", ",")
    if len(sentence) <= MAX_CHARS:
        return sentence
    cut = sentence[:MAX_CHARS]
    return cut[:max(cut.rfind(", "), cut.rfind("; "), 120)].rstrip(",; ") + "."


_LIFE = re.compile(r"\bfrom (?:c\. )?\d{1,4}(?: BCE?)? to (?:AD |c\. )?\d{1,4}|\((?:c\. |r\. |born )?\d{1,4}s?\s*[–-]")


def who_did_it(db: Db, subject: str, verb: str) -> str | None:
    """The person whose article says they did it: a People article with the subject's words and the
    verb's cue in one sentence (Alexander Graham Bell's "credited with patenting the first practical telephone")."""
    terms = [w for w in key(re.sub(r"^(?:the|a|an)\s+", "", subject)).split() if len(w) > 2]
    if not terms:
        return None
    hits = [h for topic in ("People", "Uncategorized") for h in db.rows(
        "select a.title, a.extract, a.description, a.topic from doc join article a on a.id = doc.rowid where doc match ? "
        "and a.topic = ? order by bm25(doc, 2.0, 2.0, 1.0) limit 8", (" ".join(f'"{w}"' for w in terms), topic))]
    # a person the list left uncategorised is dated as one: "Khan of the Mongol Empire from 1206 to 1227", "(1642–1727)"
    hits = [h[:2] for h in hits if h[3] == "People" or _LIFE.search(h[2] or "")]
    cue = VERB_CUES.get(verb, verb).replace(r"|\bby\b", "")   # their own deed, not "ranked by"
    whole = " " + key(re.sub(r"^(?:the|a|an)\s+|\s+(?:in|at) [a-z ]+$", "", subject)) + " "    # a work is named whole: not "being ... time";
    # where it is, said after it, need not be ("the guggenheim museum in bilbao": "the Guggenheim Museum Bilbao")
    best = None
    for title, extract in hits:
        said = sentences(extract)
        role = ROLES.get(verb) and said and re.search(ROLES[verb], said[0].lower())     # "was a French Romantic composer"
        for sent in said:
            low = sent.lower()
            if not all(re.search(rf"\b{re.escape(t)}(?:s|es|'s)?\b", low) for t in terms):
                continue
            if (role and re.match(r"(?:his|her|their|he|she|they|among (?:his|her|their))\b", low) or role and
                    re.search(r"\b(?:known|famous|noted|remembered)\b", low) and sent is said[0]) and whole in f" {key(sent)} ":
                # the person's works named after the role: "His output includes orchestral works such as the Symphonie
                # fantastique", "an American inventor ... known for his work on ..., the phonograph"
                if best is None or 5 < best[0]:
                    best = (5, title, sent)
                continue
            if role and re.search(r"\b" + r" ".join(re.escape(t[:1].upper() + t[1:]) for t in terms) + r"\b[\w' ]{0,30}? \(\d{4}\)", sent):
                if best is None or 5 < best[0]:     # a work of one whose role it is, named with its year: "the Pulitzer Prize for
                    best = (5, title, sent)         # Beloved (1987)" in a novelist's summary
                continue
            if verb in PASSIVE and verb not in ("designed", "created") and \
                    not re.search(rf"\b{re.escape(terms[0][:1].upper() + terms[0][1:])}", sent):
                continue                # a work is named by its title ("the Odyssey"), not a kind ("wrote mysteries and fantasy")
            # the deed done to the thing: the verb's cue within nine words of the thing ("patenting the first
            # practical telephone", "the electron was the first subatomic particle to be discovered"), the
            # closest of all; not anywhere ("his discovery that water is made of ... one part oxygen")
            toks = re.findall(r"[\w'-]+", low)
            at_cue = [i for i, w in enumerate(toks) if re.match(cue, w.split("-")[-1], re.I)   # "co-founded"; not "before the invention of"
                      and not {"before", "after", "since", "until", "prior"} & set(toks[max(0, i - 2):i])]
            if verb in ("invented", "invent", "developed"):         # "is considered the first practical, modern automobile"
                at_cue += [i for i, w in enumerate(toks) if w == "first" and i and toks[i - 1] == "the" and toks[max(0, i - 3):i - 1] != ["one", "of"]]
            at_term = [i for i, w in enumerate(toks) if re.fullmatch(rf"{re.escape(terms[0])}(?:s|es|'s)?", w)]
            # a thing before the verb is its object only when said passively ("the telescope was invented");
            # "improved the design of telescopes and invented the pendulum clock" did not invent telescopes
            gap = min((abs(a - b) for a in at_cue for b in at_term
                       if b > a and not any(re.fullmatch(r"\w{3,}ed", w) for w in toks[a + 1:b])    # no other deed between,
                       and not (toks[a].endswith("ed") and "of" in toks[a + 1:b])    # no part of it ("founded the Shingon
                       # school of Buddhism"; "the discovery of radium" is its own)
                       or b < a and {"was", "were", "is", "are", "be", "been"} & set(toks[b + 1:a])), default=99)
            if any(re.match(r"pioneer|develop|introduc", toks[a]) for a in at_cue) and not any(
                    re.match(r"invent|patent|first", toks[a]) for a in at_cue):
                gap += 3                        # "a pioneer in making automobiles affordable" is not who invented them
            if gap <= 9 and (best is None or gap < best[0]):
                best = (gap, title, sent)
    if best is not None:
        _, title, sent = best
        return f"{title}: " + short(sent[:1].lower() + sent[1:] if sent.startswith(("He ", "She ", "They ")) else sent)
    return None


def became(title: str, office: str, desc: str, said: list[str]) -> str | None:
    """"When did Mandela become president": the year the description or summary says the office began
    ("President of South Africa from 1994 to 1999", "Queen of the United Kingdom from 6 February 1952")."""
    rx = re.compile(r"\b" + re.escape(office) + r"\b[^.;]{0,60}?\bfrom (?:\d{1,2} [A-Z]\w+ )?(\d{3,4})\b", re.I)
    hit = next((m for text in [desc, *said] if (m := rx.search(text))), None)
    return f"{re.sub(r' [(].*', '', title)} became {office} in {hit[1]}." if hit else None
