"""When an article says a thing happened: "when was the Suez Canal opened", "when did Mandela become president",
"when was World War I": a description's span of years, its one year, or the sentence that says the asked verb
with a year (never a year of another deed)."""
from __future__ import annotations

import re

from .deeds import VERB_CUES, became, short as _short
from .passages import Passages
from .question_forms import ENDS, EVENT_VERBS, LATER, STARTS

YEAR_IN = re.compile(r"(?<![\d.,])\b\d{3,4}\b(?![.,]\d)")            # 1869, not 193.3 or 1,600


def when_said(title: str, desc: str, said: list[str], v: str, words: str, m, subject: str, topic: str) -> str | None:
    """The reply to a "when" question about the article (title, description, its sentences), None when it does not say.
    v: the question's verb ("built", "born", "become president"), m: its match (the verb's place in words)."""
    if v.startswith("become ") and (took := became(title, re.search(r"\bbecome (?:an? |the )?(.+?)(?: of .+| in .+)?$", words)[1],
                                                  desc, said)):
        return took                                   # "when did mandela become president": 1994
    life = v in ("born", "die", "died", "assassinated", "killed", "executed", "murdered")    # a death's year: its end
    years = re.search(r"(?:c\. )?\b(\d{1,4})( BCE?)?\s*[–-]\s*(?:c\. )?(\d{1,4})( BCE?)?\b", desc) or \
        (None if life else re.search(r"\bfrom (\d{3,4})( BCE?)? (?:to|until) (\d{3,4})( BCE?)?\b", desc))
    # "Country in Eurasia from 1922 to 1991" is a state's; "President ... from 1994 to 1999" no life's
    if years and v == "last" and not (years.group(2) or years.group(4)):     # "how long did the hundred years' war last"
        a, b = int(years.group(1)), int(years.group(3))
        return f"{title} lasted {b - a} years, from {a} to {b}." if b > a else None
    if years and not v:               # "when was world war i": "Global conflict from 1914 to 1918"
        return f"{title}: from {years.group(1)}{years.group(2) or ''} to {years.group(3)}{years.group(4) or ''}."
    if years and (life or v in STARTS + ENDS and not re.search(r"\w{4,}", re.sub(r"^ (?:in|at|on|to) .*", "", words[m.end("v"):]))):
        # not "start the reformation"; "arrive in europe": its first year
        first = v in ("born",) + STARTS                   # "Turkish Empire (c. 1299–1922)": founded in 1299
        verb = {"born": "was born", "die": "died", "died": "died"}.get(v, f"was {v}" if v[-2:] == "ed" and (first or life) else
                                                                    "began" if first else "ended")
        bc = " BC" if years.group(4) or first and years.group(2) else ""    # "551–479 BC"; "27 BC – 476"
        return f"{title} {verb} in {years.group(1) if first else years.group(3)}{bc}."
    stem = v.split()[0][:5] if v else ""
    said_so = re.compile(VERB_CUES.get(v.split()[0], re.escape(stem)) if v else "", re.I)   # "built": built|construct|...
    year = re.match(r"(?:c\. )?\d{3,4}\b", desc) or len(YEAR_IN.findall(desc)) == 1   # its one year, or the one it leads with
    if year and not life and not (v and v.split()[0] in LATER) and topic != "People" and not years and \
            not (stem and v.split()[0] not in EVENT_VERBS and not said_so.search(desc) and any(_said_near(x, said_so) for x in said)):
        return f"{title}: {desc[:1].lower() + desc[1:]}."     # "196 BC decree": not found then; "first awarded in
    # 1901" said in a sentence of its own: that sentence, not the description's founding year
    prize = re.search(r"\b(?:prize|award|medal|oscar|grammy|nobel)\b", words)      # "when did she win the nobel prize": its year
    hit = next((s for s in said if (prize or _deed_year(s)) and YEAR_IN.search(s) and (not stem or stem in s.lower() or said_so.search(s))), None)
    if hit is None and not life and (not v or v.split()[0] in EVENT_VERBS):
        hit = next((s for s in said if YEAR_IN.search(s) and not (v and v.split()[0] in STARTS and re.search(
            r"\b(?:culminat\w*|ended|ends|concluded|finished)\b", s, re.I))), None)   # a life's years, a deed's: never guessed;
        # "when did it begin": not the sentence of how it ended
    if hit and (o := re.search(r"\b(?:first|last)\b", subject)) and o[0] not in hit.lower():
        hit = None                    # "the first modern olympic games": a sentence of the first ones
    return _short(Passages.reply(title, hit)) if hit else None


_AWARD = re.compile(r"\b\d{3,4}\b(?= (?:Nobel|Pulitzer|Oscar|Academy|Grammy|Olympic|Prize|Award|Medal)\b)")


def _deed_year(sentence: str) -> bool:
    """A year said in the sentence that is not only a prize's ("shared the 1945 Nobel Prize ... for the discovery of
    penicillin" says when he was honoured, not when he discovered it)."""
    return len(YEAR_IN.findall(sentence)) > len(_AWARD.findall(sentence))


def _said_near(sentence: str, verb: re.Pattern) -> bool:
    """The verb and a year said close together ("first awarded in 1901"), not a year of something else further on
    ("was published to mixed reviews, ... at the time of the author's death in 1891")."""
    return any(abs(y.start() - v.end()) <= 30 or abs(v.start() - y.end()) <= 30 for v in verb.finditer(sentence)
               for y in YEAR_IN.finditer(sentence))

