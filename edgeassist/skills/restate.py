"""Other readings of an utterance that no skill took whole, tried in order (Skills.claim, last_resort): its
question without the remark around it ("Which city is Pakistan's capital? I always think it's Karachi.",
"Remind me, what year did the Titanic sink?"), the question with the topic said before it put in its
place ("Auckland, New Zealand — what's the time there now?", "And yesterday — what was the date?"), a
terse request as a question ("Thailand currency?", "Les Mis author?", "Earth Day 2027 — date please."),
and a yes-or-no check as the question it checks ("Is Sydney the capital of Australia?": answered with
yes or no by Skills, restate.verdict). Each reading is a question a skill's own forms read; the words of
the relations asked about (capital, currency, author, date, ...) are the only vocabulary here.
"""
from __future__ import annotations

import re

from .answers import SUMMED, about_now
from . import mentions
from .data import sound_key
from .question_forms import DOER
from .when import MONTHS

_PARTS = re.compile(r"\s+[—–]\s*|\s*[—–]\s+|\s+--?\s+|(?<=[.?!;])\s+")       # sentences and dashes
_FILLER = r"(?:(?:and|so|ok|okay|um|uh|hey|well|oh|right|now|then|also|quick question|just wondering)[,\s]+)*"
_ASKS = re.compile(_FILLER + r"(?:who|whom|whose|what|whats|what's|when|where|which|how|why|is|are|was|were|do|does|did|can|"
                   r"could|will|would|in what|in which|spell|define|convert|tell me|give me)\b", re.I)
_LEAD = re.compile(r"^(?P<lead>[^,]{3,60}?),\s+(?=(?:who|what|whats|what's|when|where|which|how|in what|in which)\b)", re.I)
_REMARK = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|we|we're|my|our|me|us|you|your|it's|its|that's|there's|he|she|they)\b", re.I)
_VERB = re.compile(r"\b(?:is|are|was|were|do|does|did|have|has|had|need|want|think|know|say|said|go|going|get|got)\b", re.I)
_DEICTIC = re.compile(r"\b(?P<w>there|the next one|the next|that day|it|that|this|he|she|him|her|they|them)\b(?!')", re.I)
_WANTS = re.compile(r"\b(?:need|want|know|tell me|give me|looking for|check)\b.*?\b(?P<a>date and weekday|date|weekday|day of the week|"
                    r"time|local time)\b", re.I)
COUNTRY_ATTRS = ("capital city", "capital", "capitol", "currency", "money", "official languages", "official language", "languages",
                 "language", "continent", "area", "size", "international dialing code", "international calling code", "dialing code",
                 "dialling code", "calling code", "country code", "phone code", "neighbours", "neighbors", "borders")
TIME_ATTRS = ("date and weekday", "date and day", "day and date", "date", "weekday", "day of the week", "day", "time", "local time")
_ATTR = "|".join(sorted(COUNTRY_ATTRS + tuple(DOER) + TIME_ATTRS, key=len, reverse=True))
_ASK_ALONE = re.compile(r"(?:the )?(?:exact )?(?P<a>" + _ATTR + r"|who|when|where)(?: please| pls)?", re.I)
_X_ATTR = re.compile(r"(?P<x>[\w'’ .&-]+?),? (?:the )?(?P<a>" + _ATTR + r")s?", re.I)
_ATTR_X = re.compile(r"(?:the )?(?P<a>" + _ATTR + r")s? (?P<p>of|for|in) (?P<x>[\w'’ .,&-]+)", re.I)
_USES = re.compile(r"(?:do|does) (?:they|people|you|we|the people|locals) (?P<v>use|pay with|pay in|speak|talk) (?P<y>[\w'’ -]+?) "
                   r"(?:in|over in|out in) (?P<x>[\w'’ .&-]+?)(?:,? (?:or (?:something|what|not)(?: else)?|right|too))?", re.I)
_CHECK = re.compile(r"(?:is|was) (?P<y>[\w'’ .&-]+?) (?:really |actually )?(?:the|a) (?P<a>capital city|capital|capitol|currency|"
                    r"official language|language|continent) (?P<p>of|in) (?P<x>[\w'’ .&-]+?)(?:,? (?:or not|right|isn't it))?", re.I)


_CHECK_LAST = re.compile(r"(?:is|was) the (?P<a>capital city|capital|capitol|currency|official language|language|continent) (?P<p>of|in) "
                         r"(?P<x>[\w'’ .&-]+?),? (?P<y>[\w'’.-]+)(?:,? (?:or (?:somewhere|something|someplace|some other \w+) else|or not|"
                         r"or (?:is it )?(?:a different|another) \w+|right))?", re.I)      # "is the capital of Australia Sydney or somewhere else"


_MONTH = r"(?:" + "|".join(MONTHS) + r"|" + "|".join(m[:3] for m in MONTHS) + r"|sept)\.?"
_DATE = re.compile(rf"\b(?:{_MONTH} \d{{1,2}}(?:st|nd|rd|th)?(?:,? \d{{4}})?|(?:the )?\d{{1,2}}(?:st|nd|rd|th)? of {_MONTH}(?:,? \d{{4}})?)\b", re.I)


SURE = "\x00"         # a reading taken only when a skill answers it (never for its "I don't know")


def _clean(part: str) -> str:
    return re.sub(r"^" + _FILLER, "", part.strip(" ,.;:!?"), flags=re.I).strip(" ,.;:!?")


def _question(attr: str, x: str, p: str = "of") -> list[str]:
    a = attr.lower()
    if a in DOER:
        return [f"who is the {a} of {x}"]
    if a in ("who",):
        return [f"who was {x}", f"who is {x}"]
    if a in ("when",):
        return [f"when is {x}", f"when was {x}"]
    if a in ("where",):
        return [f"where is {x}"]
    if a in TIME_ATTRS:
        at = "time" if "time" in a else "date"
        return [SURE + f"what is the {at} in {x}", f"what is the {at} {x}", f"what is the {at} of {x}", f"when is {x}"]   # "once upon a
        # time": no place, so no "I don't know where Once Upon A is"
    return [f"what is the {a} {p} {x}"]


def _topic(part: str) -> str | None:
    """A part that only names what is asked about ("Auckland, New Zealand", "Six weeks from now")."""
    t = _clean(part)
    return t if t and len(t.split()) <= 6 and not _REMARK.search(t) and not _VERB.search(t) and not _ASKS.match(t) else None


def readings(text: str) -> list[str]:
    """Other readings of text, the likeliest first; [] when it is one plain request. A reading that starts
    with SURE is taken only when a skill answers it."""
    if about_now(text):
        return []                 # "I have a meeting on Friday. What day is it today?": today, the clock's
    parts = [p for p in _PARTS.split(text.strip()) if p.strip(" ,.;:!?")]
    if len(parts) == 1 and (lead := _LEAD.match(parts[0])) and not _ASKS.match(_clean(lead["lead"])):
        parts = [lead["lead"], parts[0][lead.end():]]          # "Remind me, what year did the Titanic sink?"
    out: list[str] = []
    asking = [p for p in parts if _ASKS.match(_clean(p) + " ")]
    if len(parts) > 1 and len(asking) == 1:
        ask = _clean(asking[0])
        rest = [p for p in parts if p is not asking[0]]
        topic = _topic(rest[0]) if len(rest) == 1 else None
        for said in rest:               # "My birthday is February 10. How many days until my birthday?": February 10
            if (d := re.fullmatch(r"(?:(?:my|our|the) )(?P<n>[\w' ]{3,30}?) (?:is|was|falls|fell) (?:on |in |at )?(?P<v>[^,;]+)",
                                  _clean(said), re.I)) and (m := re.search(r"\b(?:my|our|the) " + re.escape(d["n"]) + r"\b", ask, re.I)):
                out.append(ask[:m.start()] + d["v"] + ask[m.end():])
        clock = re.search(r"\b(?:at )?(?P<c>\d{1,2}(?::\d\d)? ?(?:[ap]\.? ?m\.?)?(?: [A-Za-z]+(?: time)?)?)(?=[\s,.;!?]*$)",
                          " ".join(_clean(r) for r in rest), re.I)
        if clock and (q := re.fullmatch(r"what(?: is|'s| time is) (?:that|it)(?P<in> (?:in|for) (?:my|our|local|the local) time| here|"
                                        r" (?:in|for) (?:us|me))?", ask, re.I)):
            out.append(f"what is {clock['c']}{q['in'] or ' here'}")   # "The webinar starts at 10 a.m. Pacific. What's that in my time?"
        ask = re.sub(r"\b(?:over|out|down|up|back) (?=there\b)", "", ask)       # "over there": there, the remark's place
        said = " ".join(_clean(r) for r in rest)
        if (y := re.search(r"\b(?:1[5-9]|2[01])\d\d\b", said)) and (m := re.search(r"\b(?:that|the same|this) year\b", ask, re.I)):
            out.append(ask[:m.start()] + y[0] + ask[m.end():])    # "... a long weekend in 2028. When is Memorial Day that year?"
        if re.fullmatch(r"how (?:many|much) (?P<u>days|weeks|months|time)(?: do i| do we| have i| have we)?(?: have| got| still have)?"
                        r"(?: left| to go| remaining)(?: now)?", ask, re.I) and (d := _DATE.search(said)):
            out.append(f"how many {'days' if ask.split()[2].lower() == 'time' else ask.split()[2]} until {d[0]}")
            # "My passport expires June 30, 2027. How many days do I have left?"
        deictic = _DEICTIC.search(ask)
        if deictic and deictic["w"].lower() in ("that", "it", "this") and not (SUMMED.search(said) and len(re.findall(r"\d[\d,.]*", said)) > 1):
            # "... puts out 10,000 BTU of heat. How many kWh is that?" (not "180 degrees ..., add 20 degrees. What's that in F": a sum)
            for q in re.finditer(r"(?<![\w.])(?:minus |-)?\d[\d,.]*(?: ?%)? [a-z][\w-]*(?: [a-z][\w-]*){0,2}?(?: per [a-z]+)?(?= (?:of|a|an|"
                                 r"for|in|to|and|on|at|every|each|from|with)\b|$)", said, re.I):
                out.append(ask[:deictic.start()] + q[0] + ask[deictic.end():])
        if deictic:
            names = [topic] if topic else []
            for whole in mentions.names(" ".join(rest)):      # "Boston Marathon on Patriots' Day": each name too
                for n in [whole] + (re.split(r" (?:on|in|at|and) ", whole) if re.search(r" (?:on|in|at|and) ", whole) else []):
                    if n and n not in names:
                        names.append(n)
            names = names if topic else names[::-1]                  # the name said last, nearest the question
            if deictic["w"].lower() == "there":      # "We'll be in Miami for Christmas. ... there": a name after in, at, to first
                names.sort(key=lambda n: not re.search(r"\b(?:in|at|to|from|near|visiting|around|of) " + re.escape(n), said))
            for n in names:
                put = f"in {n}" if deictic["w"].lower() == "there" else n
                out.append(ask[:deictic.start()] + put + ask[deictic.end():])
        elif topic:
            out.append(f"{ask} {topic}")                          # "what was the date" + "yesterday"
        if not deictic:
            out.append(ask)
    elif len(parts) == 2 and not asking and (alone := _ASK_ALONE.fullmatch(_clean(parts[1]))) and (topic := _topic(parts[0])):
        out += _question(alone["a"], topic)                       # "Earth Day 2027 — date and weekday please."
    elif len(parts) == 2 and not asking and (alone := _ASK_ALONE.fullmatch(_clean(parts[0]))) and (topic := _topic(parts[1])):
        out += _question(alone["a"], topic)
    elif len(parts) == 2 and not asking and (topic := _topic(parts[0])) and (wants := _WANTS.search(parts[1])):
        out += _question(wants["a"], topic)                      # "Mother's Day next year — I need the exact date"
    elif len(parts) == 1 and not _ASKS.match(_clean(parts[0]) + " ") and len(_clean(parts[0]).split()) <= 7:
        t = _clean(parts[0])                                      # "Thailand currency?", "Les Mis author?"
        if (m := _ATTR_X.fullmatch(t)) and _topic(m["x"]):
            out += _question(m["a"], m["x"].strip(" ,"), m["p"])
        elif (m := _X_ATTR.fullmatch(t)) and _topic(m["x"]):
            out += _question(m["a"], m["x"].strip(" ,"))
        elif _topic(t) and len(t.split()) <= 6 and re.search(r"\b(?:day|eve|sunday|\d{4})\b", t, re.I) and \
                (text.strip().endswith("?") or re.search(r"\b(?:\d{4}|(?:twenty|nineteen) \w+)$", t, re.I)):   # "palm sunday twenty twenty seven"
            out.append(SURE + f"when is {t}")                   # "Father's Day 2027?": only when it is a day's name
    if len(parts) == 1 and not _ASKS.match(_clean(parts[0]) + " ") and (f := re.fullmatch(
            r"(?P<t>(?:\S+ ){1,5}?)(?P<q>(?:what|what's|whats|when|where|which|how|who)\b.+)", _clean(parts[0]), re.I)) and _topic(f["t"]):
        out.append(f"{f['q']} {f['t'].strip()}")                  # "ninety days ago what was the date"
    if len(parts) == 1 and (c := re.fullmatch(r"(?P<q>(?:how|what|when|where|which|who)\b.+?),? (?:if|assuming|supposing) "
                                              r"(?:you|i|we|one|someone|a person)\b.+", _clean(parts[0]), re.I)):
        out.append(c["q"])                                        # "how far is it to the moon if you fly there in a rocket"
    if c := _check(parts):
        out.append(f"what is the {c['a']} {c['p']} {c['x']}")     # "Is Istanbul the capital of Turkey? If not, what is?"
    if len(parts) == 1 and (c := _USES.fullmatch(_clean(parts[0]))):       # "Do they use euros in Switzerland?"
        out.append(f"what {'currency do they use' if c['v'] in ('use', 'pay with', 'pay in') else 'languages do they speak'} in {c['x']}")
    return [r for r in dict.fromkeys(out) if r.strip(SURE) and r.lower() != text.strip().lower()]


def _check(parts: list[str]):
    """The yes-or-no check the words are, alone, with "if not, what is?" after it, or after a remark ("I keep
    mixing these up. Is the capital of Australia Sydney or somewhere else?")."""
    if len(parts) == 1 or len(parts) == 2 and re.fullmatch(r"(?:and )?if not,? (?:what|which|where) (?:is|one is)(?: it)?|or not|right|"
                                                           r"am i right", _clean(parts[1]), re.I):
        said = _clean(parts[0])
    elif len(parts) == 2 and not _ASKS.match(_clean(parts[0]) + " "):
        said = _clean(parts[1])
    else:
        return None
    return _CHECK.fullmatch(said) or _CHECK_LAST.fullmatch(said)


def checked(text: str) -> str | None:
    """The answer a yes-or-no check names ("Sydney" of "Is Sydney the capital of Australia?"), else None."""
    parts = [p for p in _PARTS.split(text.strip()) if p.strip(" ,.;:!?")]
    c = (_check(parts) or (_USES.fullmatch(_clean(parts[0])) if len(parts) == 1 else None)) if parts else None
    return c["y"] if c else None


def verdict(said: str, reply: str) -> str:
    """The reply to a yes-or-no check, with its yes or no first: "No, the capital of Australia is Canberra."."""
    k = lambda s: re.sub(r"[^a-z0-9 ]", "", s.lower()).strip()
    if not reply or re.search(r"\b(?:sorry|don't know|do not know|can't)\b", reply, re.I):
        return reply
    named = k(re.sub(r"^(?:the|a|an) ", "", said, flags=re.I))
    yes = any(re.search(r"\b" + re.escape(n) + r"\b", k(reply)) for n in {named, named.rstrip("s")} if n)   # "euros": the Euro
    words, n = k(reply).split(), len(named.split())
    yes = yes or len(sound_key(named)) >= 2 and any(sound_key(" ".join(words[i:i + n])) == sound_key(named)
                                                    for i in range(len(words) - n + 1))   # "Kiev": Kyiv, the same name spelled anew
    return ("Yes, " if yes else "No, ") + (reply[0].lower() + reply[1:] if re.match(r"(?:The|A|An|It|In|On|At)\b", reply) else reply)
