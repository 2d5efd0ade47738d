"""What the exact-answer skills share (dates, world clock, sun, units, spelling, words): the words
cleaned the same way, amounts as people say them, and the skill shape: ``answer(words, ctx)``
gives the slots and the reply, or None when the words are not its question. The reply is worked
out in the fast lane (claim) and said as it is; an app that sends the intent with its
``question`` slot gets the same answer.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from ..nlu.clauses import clauses  # noqa: F401 - the skills' name for it
from ..nlu.numbers import read_number as _number, spoken_prices
from .base import Claim, Outcome, Skill

log = logging.getLogger(__name__)
_TENS_WORDS = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
_TEEN_WORDS = {"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
FRACTIONS = {"half": 0.5, "halves": 0.5, "third": 1 / 3, "thirds": 1 / 3, "quarter": 0.25, "quarters": 0.25,
             "fourth": 0.25, "fourths": 0.25, "fifth": 0.2, "eighth": 0.125, "eighths": 0.125, "tenth": 0.1}
_LEAD = re.compile(r"^(?:(?:um+|uh+|er+|erm|so|ok|okay|hey|hi|please|well|alright|right|oh|and|now|also|quick question|"
                   r"excuse me|sorry|can you|could you|would you|will you|do you know|tell me|can you tell me|"
                   r"could you tell me|i want to know|i'd like to know|i need to know|i wonder|i was wondering|do you happen to know|"
                   r"hey quick one|quick one|any idea|got a question|question|one more|"
                   r"of(?= (?:what|when|how|who|where|which)\b))[,.!:]?\s+)+")      # Whisper's "of" for "uh"
# someone else's question, reported: "my kid asked me what an odometer measures", "my son plays on a team and wants to know who ..."
_REPORTED = re.compile(r"^(?:my|our|the|his|her|their|a|i|we|someone|somebody|[a-z]+'s)\b(?: [\w']+){0,10}? (?:wants? to know|wanted to know|"
                       r"would like to know|needs? to know|(?:just )?asked(?: me| us)?|(?:is|was|keeps|kept) asking(?: me| us)?|"
                       r"(?:is|was) wondering|wonders|wondered|(?:is|was) curious) (?=(?:who|what|when|where|which|how|why)\b)")
# words that change an amount said before the question ("180 degrees ..., add 20 degrees. What's that in Fahrenheit?"):
# a sum to work out first, never the first amount alone (units.py, restate.py)
SUMMED = re.compile(r"\b(?:add|adds|added|adding|plus|minus|subtract|take off|takes off|knock off|more than|less than|lower|higher|"
                    r"extra|hotter|cooler|warmer)\b", re.I)
_TRAIL = re.compile(r"(?:[,\s]+(?:please|for me|thanks|thank you|then|again|exactly|right now|roughly|approximately|actually|really))+$")


@dataclass(frozen=True)
class Place:
    """[place]: the country's holidays, and where the sun is watched from (lat/lon 0, 0: not set)."""
    country: str = "US"
    name: str = ""
    latitude: float = 0.0
    longitude: float = 0.0

    @property
    def located(self) -> bool:
        return bool(self.latitude or self.longitude)


from .days import _suffix  # noqa: E402 - the ordinal suffix the replies use

_NTH = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


def clean(text: str) -> str:
    """Lower case; quotes, question marks and fillers gone; "what's" -> "what is"."""
    t = text.lower().replace("’", "'").replace("‘", "'").replace("“", " ").replace("”", " ")
    t = re.sub(r"[\"?!;()\[\]]+", " ", t)
    t = re.sub(r"(?<![\w'])'([^']+)'(?![\w'])", r"\1", t)                     # "what does 'ubiquitous' mean": the word
    t = re.sub(r"(?<!\d)[.,:](?!\d)|(?<=\d)[.,](?!\d)|[.,](?=\s|$)", " ", t)
    t = re.sub(r"\b(?:u+h*m+|uh+|erm|er|hmm+)\b|^(?:i'm|im|am) (?=(?:what|who|where|when|which|how)\b)", " ", t)   # Whisper's "i'm" for "um"
    t = " ".join(t.split())
    t = re.sub(r"\b(?![ai] )(?:[a-z] ){2,5}[a-z]\b", lambda m: m[0].replace(" ", "") if len(re.findall(r"[b-hj-z]", m[0])) >= 2
               else m[0], t)                                                              # "d n a", "n a s a": DNA, NASA
    t = re.sub(r"\b(?:[b-hj-z] ){1,4}[b-hj-z]\b", lambda m: m[0].replace(" ", ""), t)    # Whisper's "the u k", "m l k day"
    t = re.sub(r"(?<=\w) (?:like|i mean|you know) (?:what|which) (?:number|date|day|time)$", "", t)    # "what day of the year is it like what number"
    t = re.sub(r"^((?:when|what|how|where|which|who)\b(?: \S+){2,}?)(?<! do)(?<! did)(?<! should)(?<! would)(?<! can)(?<! will)(?<! could)"
               r"(?<! does) (?:i|we) (?:(?:want|need|have|would like|wanna|am going|'m going|are going|'re going) to|need (?:it|the \w+|this|that) for) "
               r"(?:\S+ ){0,6}\S+$", r"\1", t)
    # "when is mardi gras next year i want to order a king cake": the question, without the reason after it
    t = re.sub(r"\bson ?(rise|set)s?\b", r"sun\1", t)                                    # Whisper's "son rise"
    t = re.sub(r"(?<=\w)-(?=(?:liter|litre|ounce|oz|pound|lb|gallon|quart|pint|cup|inch|foot|meter|metre|mile|gram|kilo|kilogram|"
               r"kilometer|centimeter|millimeter|yard|ton)s?\b)", " ", t)                 # "a two-liter bottle", "a 12-ounce can"
    t = re.sub(r"^(?:an? |the |my )?(?P<x>.+?) (?:holds|has|contains|takes|fits|is|weighs|makes) (?:about |roughly )?how (?P<h>many|much) "
               r"(?P<u>[a-z ]+)$", r"how \g<h> \g<u> in \g<x>", t)                      # "a 2 liter bottle holds how many cups"
    t = re.sub(r"\b(one|two|three|four|five|six|seven|eight|nine)-(halves|half|thirds?|quarters?|fourths?|fifths?|eighths?)\b", r"\1 \2", t)
    t = re.sub(r"\bvs\b", "versus", spoken_prices(t))
    t = re.sub(r"\b(?:a whole|one whole|an entire|one full|a full) (?=(?:cup|gallon|quart|pint|pound|liter|litre|teaspoon|tablespoon|ounce|"
               r"stick|kilo|kilogram|meter|mile|foot|inch|yard|day|week|hour)s?\b)", "a ", t)                # "a whole cup"
    t = re.sub(r"^how many (more )?(days|weeks|sleeps|nights) (?:do|does|will|have) (?:i|we|you|the \w+|my \w+|they|he|she)(?: still)? (?:have to |got to |need to )?"
               r"wait (?:until|till|for) ", r"how many \1\2 until ", t)                            # "how many more days do the kids have to wait until ..."
    t = re.sub(r"^(?:counting (?:forward )?from (?:today|now)|from today|starting today),? ", "", t)
    t = re.sub(r"^(how many (?:more )?(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)) (?:do|will) (?:we|i) get\b", r"\1 are there", t)   # "how many more sundays do we get before ..."
    t = re.sub(r"^(?:(?:the |my )?(?:recipe|oven|pan|instructions|box|packet) (?:says|calls for|wants|reads) )?(?P<d>\d+(?:\.\d+)?) degrees "
               r"(?P<a>fahrenheit|celsius|f|c)\b.*?\b(?P<b>celsius|fahrenheit)\b.*?\bwhat (?:should|do|would|shall) i set (?:it|that|the oven) (?:to|at)$",
               r"convert \g<d> degrees \g<a> to \g<b>", t)
    # "The recipe says 350 degrees Fahrenheit, but my oven is in Celsius. What should I set it to?"
    t = re.sub(r"\b(table|tea|dessert) spoons?\b", lambda m: m[0].replace(" ", ""), t)       # Whisper's "table spoons"
    t = re.sub(r"^(convert|change|turn) (?:to|too) (?=[a-z]+ (?:to|into|in) )", r"\1 two ", t)   # Whisper's "convert to table spoons to ..."
    t = re.sub(r"^([a-z][a-z .'-]*?) versus ([a-z][a-z .'-]*?),? (how (?:many hours|many hours apart|far|far apart)) (?:are|is) (?:they|them)( apart)?$",
               r"\3\4 are \1 and \2", t)                                  # "moscow vs new york how many hours apart are they"           # "dinner for eighty six forty": 86.40
    t = _REPORTED.sub("", t, count=1)               # "my daughter wants to know who invented the printing press": the question
    t = re.sub(r"\b(?:exactly|precisely|actually) (?=\w)", "", t)         # "what was the date exactly three months ago"
    t = re.sub(r"\b(\d{1,2}(?::\d\d)?) i'?m\b", r"\1 am", t)                        # Whisper's "if it's 9 i'm here"
    t = re.sub(r"\b([2-9])0 (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b",
               lambda m: (lambda n: f"{n}{_suffix(n)}")(int(m[1]) * 10 + _NTH.index(m[2]) + 1), t)          # "30 second": 32nd
    t = re.sub(r"\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?=(?:one|two|three|four|five|six|seven|eight|nine|"
               r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b)", r"\1 ", t)     # "forty-five", "thirty-first": as said
    t = re.sub(r"\b(twenty|thirty) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b",
               lambda m: (lambda n: f"{n}{_suffix(n)}")((2 if m[1] == "twenty" else 3) * 10 + _NTH.index(m[2]) + 1), t)   # 31st
    t = re.sub(r"^((?:hey |so |and |ok |okay )?)once (?!upon|a |an |more|again|every|in |or |and |you |i |we )(?=[a-z])", r"\1when is ", t)   # Whisper's "once" for "when's"
    t = re.sub(r"\bforth (?=of (?:july|january|february|march|april|may|june|august|september|october|november|december)\b)",
               "fourth ", t)                                                            # "the forth of july"
    t = re.sub(r"\b(?:gonna|gunna)\b", "going to", re.sub(r"\bwanna\b", "want to", re.sub(r"\bgotta\b", "got to", t)))
    t = re.sub(r"\bwhat's\b", "what is", t)
    t = re.sub(r"\bwhats\b", "what is", t)
    t = re.sub(r"\bhow's\b", "how is", t)
    t = re.sub(r"\bwhen'?s\b", "when is", t)
    t = re.sub(r"\bit's\b", "it is", t)
    t = re.sub(r"\bwho's\b", "who is", t)
    t = re.sub(r"\bwhere's\b", "where is", t)
    t = re.sub(r"^well today (?=(?:does|do|did|will|is|was|would)\b)", "what day ", t)
    t = re.sub(r"\bday a week\b", "day of the week", t)                     # Whisper's "what day a week is"      # Whisper's "well today" for "what day"
    for _ in range(2):
        t = _LEAD.sub("", t).strip()
        t = _TRAIL.sub("", t).strip()
    return t


_SOME = {"two": 2, "three": 3, "four": 4, "five": 5, "seven": 7}


def number_at(words: list[str], i: int) -> tuple[float | None, int]:
    """An amount as said or written from words[i]: 2.5, 1/2, 1,000, twenty five, a dozen, two and a
    half, half a, a quarter of, three quarters, one and a third. (value, index after) or (None, i)."""
    if i >= len(words):
        return None, i
    if words[i] in ("minus", "negative") or re.fullmatch(r"-\d+(?:\.\d+)?", words[i]):
        if words[i].startswith("-"):
            words = words[:i] + [words[i][1:]] + words[i + 1:]
            value, j = number_at(words, i)
        else:
            value, j = number_at(words, i + 1)
        return (-value, j) if value is not None else (None, i)
    w = words[i]
    if w in ("a", "an") and i + 1 < len(words) and words[i + 1] == "dozen":
        return 12.0, i + 2
    if w == "half" and i + 2 < len(words) and words[i + 1] == "a" and words[i + 2] == "dozen":
        return 6.0, i + 3
    m = re.fullmatch(r"(\d+)/(\d+)", w)
    if m and int(m.group(2)):
        return int(m.group(1)) / int(m.group(2)), i + 1
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", w):
        words = words[:i] + [w.replace(",", "")] + words[i + 1:]
    if w in ("half", "a half"):                     # "half a cup", "half a pound"
        j = i + 1 + (i + 1 < len(words) and words[i + 1] in ("a", "an", "of"))
        return 0.5, j
    if w in ("a", "an", "one") and i + 1 < len(words) and words[i + 1] in FRACTIONS:
        j = i + 2 + (i + 2 < len(words) and words[i + 2] == "of")
        return FRACTIONS[words[i + 1]], j
    if w == "dozen":
        return 12.0, i + 1
    if i + 1 < len(words) and words[i + 1] in ("dozen", "dozens") and (one := _number(words[i:i + 1], 0)[0]) is not None:
        return one * 12, i + 2                     # "three dozen": 36, not three and a dozen
    if w in ("a", "an") and i + 1 < len(words) and words[i + 1] not in ("hundred", "thousand", "million", "half", "quarter") and \
            _number(words, i + 1)[0] is not None:
        return None, i                             # "a two carat diamond": two, not a one and a two
    if i + 3 < len(words) and words[i + 1] == "and" and words[i + 2] in _SOME and words[i + 3].rstrip("s") in FRACTIONS and \
            (whole := _number(words[i:i + 1], 0)[0]) is not None:      # "one and three quarter cups" (not "one and three", 4)
        return whole + _SOME[words[i + 2]] * FRACTIONS[words[i + 3].rstrip("s")], i + 4
    value, j = _number(words, i)
    if value is None:
        return None, i
    if j < len(words) and 1 <= value <= 9 and j == i + 1 and words[i].isalpha() and \
            (words[j] in _TENS_WORDS or words[j] in _TEEN_WORDS):      # "three fifty" = 350, "four twenty five"
        rest, k = _number(words, j)
        if rest is not None and rest < 100:
            value, j = value * 100 + rest, k
    if j < len(words) and words[j] in FRACTIONS and words[j - 1] not in ("a", "an"):
        value, j = value * FRACTIONS[words[j]], j + 1          # "three quarters"
        j += j < len(words) and words[j] == "of"
    elif j + 2 < len(words) + 1 and j + 1 < len(words) and words[j] == "and" and words[j + 1] in ("a", "an", "one") \
            and j + 2 < len(words) and words[j + 2] in FRACTIONS:
        value, j = value + FRACTIONS[words[j + 2]], j + 3      # "two and a half"
        if j < len(words) and words[j] == "dozen":
            value, j = value * 12, j + 1                       # "two and a half dozen"
    elif j < len(words) and words[j] == "dozen":
        value, j = value * 12, j + 1
    elif j + 1 < len(words) and words[j] == "and" and re.fullmatch(r"\d+/\d+", words[j + 1]):
        a, b = words[j + 1].split("/")
        value, j = value + int(a) / max(1, int(b)), j + 2
    elif j < len(words) and re.fullmatch(r"\d+/\d+", words[j]) and words[j - 1].isdigit():
        a, b = words[j].split("/")
        value, j = value + int(a) / max(1, int(b)), j + 1      # "1 1/2"
    return value, j


_POINTER = re.compile(r"\b(?:(?<=for )(?:him|her|them)|that|their|his|her|there|(?<=until )then|(?<=till )then)\b")   # "what time is it for him"      # not "it": "what day is it today"
_LEADS_IN = re.compile(r"\b(?:on|is|are|was|were|by|ran|run|did|do|need|needs|takes|have|has|got|bought|says|said|reads|shows|a|an|"
                       r"at(?= \d))"
                       r"\s+(?=\S)")
_PLACE_IN = re.compile(r"\b(?:to|in|at|visiting|visit|from)\s+(?=\S)")


def referred(text: str) -> list[str]:
    """A question after a remark, with "that" / "their" / "there" in it, said again with a phrase of the remark in
    its place, longest first ("I ran a 10K. How many miles was that?" -> "how many miles was a 10k"; "My neighbour
    is Greek Orthodox. When is their Easter?" -> "when is greek orthodox easter"; "We're flying to Reykjavik. What
    time does the sun rise there tomorrow?" -> "... rise in reykjavik tomorrow"). The question: the last sentence
    asked ("?"), else the last."""
    said = [p for p in re.split(r"(?<=[.!?])\s+", text.strip()) if p.strip()]
    if len(said) == 1 and (starts := [m.start() for m in re.finditer(r"\s(?=(?:how|what|when|which|where|who)\b)", said[0], re.I)
                                      if len(said[0][:m.start()].split()) >= 3]):
        said = [said[0][:starts[-1]], said[0][starts[-1] + 1:]]    # said, not typed: "my lease is up on march 31 how many days ..."
    q = max((i for i, p in enumerate(said) if p.rstrip().endswith("?")), default=len(said) - 1)
    if q >= 1 and re.fullmatch(r"(?:so |and |ok |okay )?what (?:was|is|will be) the date\W*", said[q].lower()) and \
            (day := re.search(r"\b(?:(?:last|next|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|tomorrow|"
                              r"the day before yesterday|the day after tomorrow)\b", clean(" ".join(said[:q])))):
        return [f"what was the date {day[0]}"]          # "I made a big pot of chili last Tuesday. What was the date?"
    if q >= 1 and (left := re.fullmatch(r"(?:so |and |ok |okay )?how many (days|weeks|months|sleeps)(?: are| is)?(?: there)?(?: still)? "
                                        r"(?:to go|left|remaining|to wait|(?:have|do) (?:i|we) (?:got|have)(?: left)?)\W*", said[q].lower())):
        remark = clean(" ".join(said[:q]))      # "We're counting down to New Year's Day. How many days to go?": until it
        return [f"how many {left[1]} until {remark[p.end():]}" for p in re.finditer(r"\b(?:to|for|until|till|before|on|by)\s+(?=\S)", remark)
                if len(remark[p.end():].split()) <= 6]
    ask = re.split(r"\s[-–—]+\s", said[q].lower())[-1] if q >= 1 else ""      # "Has it started yet - what day is it there?"
    if q < 1 or not (pointer := _POINTER.search(ask)):
        return []
    remark = clean(" ".join(said[:q]))
    there = pointer[0] == "there" or pointer[0] in ("him", "her", "them") and ask[:pointer.start()].endswith("for ")
    lead = _PLACE_IN if there else _LEADS_IN
    def _from(p) -> int:                     # "half a teaspoon of vanilla": the amount with its "half"
        if p[0].split()[0] not in ("a", "an"):
            return p.end()
        part = re.search(r"(?:\b(?:half|(?:a |one |two |three )?(?:quarter|third)s?) )$", remark[:p.start()])
        return part.start() if part else p.start()
    phrases = [m for p in lead.finditer(remark) if len((m := remark[_from(p):]).split()) <= 6 and not (
        p[0].split()[0] in ("a", "an") and re.search(r"(?:\d|dollars?|bucks|euros?|cents?|quid) $", remark[:p.start()]))]   # "$20 an hour": a rate's
    said_as = "in {}" if there else {"that": "{}", "then": "{}"}.get(pointer[0])
    start, end = pointer.start() - (4 if there and pointer[0] != "there" else 0), pointer.end()    # "for him": in Anchorage
    day = re.search(r"\b(?:on (?:[a-z']+ )?(?:day|eve|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|tonight)\b", remark) \
        if pointer[0] == "there" and not re.search(r"\b(?:today|tomorrow|tonight|on|day|now)\b", ask) else None
    return [ask[:start] + (said_as.format(p) if said_as else p.removeprefix("a ").removeprefix("an ")) + ask[end:]
            .rstrip(" ?.!") + (f" {day[0]}" if day and day[0] not in p else "") for p in dict.fromkeys(phrases)]   # "... on Christmas Day. When
    # does the sun set there?": on that day


def about_now(text: str) -> str | None:
    """The last sentence, when it asks today's date ("What day is it today?", "what's the date today") after a
    remark: the remark's day is not what it asks about."""
    said = [p for p in re.split(r"(?<=[.?!])\s+", text.strip()) if p.strip(" .?!")]
    q = said[-1] if len(said) > 1 else ""
    return q if re.fullmatch(r"(?:so |and |ok |okay )?(?:what|which)(?:'s| is)? (?:the )?(?:day|date|day of the week|day and date)"
                             r"(?: is it| is today| is it today| is it now| is it right now)?(?: today| now| right now)?\W*", q, re.I) \
        and re.search(r"\b(?:today|now)\b", q, re.I) else None


class AnswerSkill(Skill):
    """A skill that answers a question from data or computation (no state, no model)."""
    intent = ""
    answers = True

    def answer(self, words: str, ctx) -> tuple[dict, str] | None:
        raise NotImplementedError

    context = ""        # the whole utterance, while one of its clauses is read ("... meticulous. What does that mean?")

    def claim(self, text: str, ctx) -> Claim | None:
        got = weak = None
        now = about_now(text)        # "I have a meeting on Friday. What day is it today?": today's, not Friday's
        self.context = clean(now or text)
        try:
            for part in [now] if now else clauses(text):
                got = self.answer(clean(part), ctx)
                if got is not None and (got[0].get("kind") == "unknown" or "problem" in got[0]):
                    weak, got = weak or got, None      # "I can't work out which day": unless a clause can
                if got is not None:
                    break
            if got is None and not now:          # "My passport expires on March 15th, 2027. How many days is that from now?"
                got = next((g for alt in referred(text) if (g := self.answer(clean(alt), ctx)) is not None
                            and g[0].get("kind") != "unknown" and "problem" not in g[0]), None)
            got = got or weak
        except Exception as e:  # noqa: BLE001 - a question it cannot read is not its question; the turn goes on
            log.warning("skill %s: %r not read: %s: %s", self.name, text[:80], type(e).__name__, e)
            return None
        finally:
            self.context = ""
        if got is None:
            return None
        slots, reply = got
        return Claim(self.intent, {**slots, "question": text}, reply)

    def handle(self, intent, slots, ctx, dry=False):
        got = self.answer(clean(str(slots.get("question", ""))), ctx)
        return Outcome(got[1] if got else "Sorry, I could not work that out.")
