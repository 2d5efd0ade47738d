"""The world clock: the time and day in a named city, US state or country, the difference from
here, and its time zone, from zoneinfo and the GeoNames place list (places.py). A country of
several time zones is said with its main cities; a name several places share in different zones
is asked back ("Which Springfield: ..."), and a name not in the list is said so.
"""
from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo

from ..nlu.numbers import SCALES, TENS, UNITS, parse_duration
from .answers import AnswerSkill
from .base import Claim, say_duration
from .data import DataMissing
from .holiday import ASKED_THERE, find as holiday_find
from .clockconv import Elsewhere, Later, convert, convert_at, hours, part_of_day, question_kind, spoken_digits, until
from .places import Ambiguous, Places, zone_word

_NOT_A_PLACE = re.compile(r"\d|\b(?:days?|weeks?|months?|years?|minutes?|hours?|the morning|the evening|the afternoon|"
                          r"tonight|tomorrow|yesterday|the future|the past|here|real life|words?|letters?|my|your)\b|"
                          r"^(?:(?:" + "|".join(w for w in {*UNITS, *TENS, *SCALES} if len(w) > 2) + r"|and) ?)+$")   # "forty two": a number, not a nickname
_P = r"(?P<p>[^\W\d_][\w .'-]*?)"
_WHEN = r"(?: (?:right now|now|currently|at the moment|today|tonight|this morning|this evening))?"
QUESTIONS = [
    ("time", re.compile(r"(?:what|what is the|what is the current|what is the local|tell me the|the|current|local)?\s*"
                        r"(?:time|local time|current time)(?: is it)?(?: right now| now| currently)? (?:in|at|over in) " + _P + _WHEN)),
    ("time", re.compile(r"what time is it (?:right now |now |currently )?(?:in|over in|on) " + _P + _WHEN)),
    ("time", re.compile(r"(?:i need|give me|tell me|what is|what's) the (?:current |local )?time (?:in|on|over in) " + _P + _WHEN)),
    ("time", re.compile(r"(?:do you know )?what time it is (?:in|over in) " + _P + _WHEN)),
    ("time", re.compile(r"(?:what|how) (?:is|about) (?:the time in )?" + _P + r" time" + _WHEN)),
    ("date", re.compile(r"what (?:is the date|date is it|day is it|is the day|is today's date|day of the week is it|is the day of the week|"
                        r"weekday is it|is the weekday) "
                        r"(?:right now |now |today )?in " + _P + _WHEN)),
    ("diff", re.compile(r"how many hours (?:ahead|behind|ahead or behind|behind or ahead|apart|difference) "
                        r"(?:is|are|of) " + _P + r"(?: (?:from|of|than) (?:here|us|me|my time|where i am|new york))?")),
    ("diff", re.compile(r"how (?:far|much) (?:ahead|behind|ahead or behind) (?:is|are) " + _P +
                        r"(?: (?:from|of|than) (?:here|us|me))?")),
    ("diff", re.compile(r"(?:what is the |the )?time difference (?:between (?:here|us|me) and|with|to|from|between) " + _P +
                        r"(?: and (?:here|us|me))?")),
    ("diff", re.compile(r"is " + _P + r" (?:ahead|behind|ahead or behind|ahead of us|behind us)(?: of us| of here)?")),
    ("diff", re.compile(r"how many hours (?:ahead|behind) of (?:us|here) is " + _P)),
    ("zone", re.compile(r"(?:what|which) (?:time ?zone|timezone) (?:is|are) " + _P + r"(?: in| on)?")),
    ("zone", re.compile(r"what is the (?:time ?zone|timezone) (?:of|in|for) " + _P)),
    ("part", re.compile(r"is it (?:already |still )?(?P<part>morning|night|nighttime|night time|daytime|day time|evening|afternoon|dark|"
                        r"light|day|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|yesterday)"
                        r"(?: yet)? (?:in|over in|and) " + _P + _WHEN)),      # Whisper's "is it still friday and honolulu"
    ("part", re.compile(r"is it (?P<part>monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|morning|night|dark)"
                        r" (?:yet|already) (?:in|over in|and) " + _P + _WHEN)),
    ("same", re.compile(r"(?:are|is) " + _P + r" (?:on|in) the same time(?: ?zone)?" + _WHEN)),
    ("same", re.compile(r"(?:do|does) " + _P + r" have the same time(?: ?zone)?" + _WHEN)),
]


_CUE = re.compile(r"\b(?:time|times|clock|ahead|behind|tomorrow|yesterday|morning|night|evening|afternoon|timezone|"
                  r"zone|hours?|already|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b")
_BEFORE_PLACE = {"in", "of", "for", "behind", "than", "is", "are", "at", "to", "with", "and", "from", "on", "call", "calling"}
_NOT_SPAN = {"us", "we", "me", "here", "it", "them", "you", "now", "time", "the time", "what", "there", "they", "our",
             "the", "a", "an", "this", "that"}


def _the(name: str) -> str:
    """ "the United Kingdom", "the Netherlands": a country whose name is said with "the"."""
    if name.startswith("The "):
        return "the " + name[4:]
    return f"the {name}" if re.fullmatch(r"United .+|.+ (?:Republic|Islands|Emirates)|Netherlands|Philippines|Bahamas|Gambia|"
                                         r"Maldives|Seychelles|Comoros", name) else name


def _clock(at: dt.datetime) -> str:
    return at.strftime("%I:%M %p").lstrip("0")


WEATHER = re.compile(r"\b(?:weather|forecast|rain(?:ing|y)?|snow(?:ing|y)?|temperature|sunny|cloudy|windy|humid)\b")


class WorldClock(AnswerSkill):
    name = "worldclock"
    intent = "world_time"
    intents = ({"name": "world_time", "model": False,
                "description": "The time, day and time difference in another city or country",
                "slots": {"kind": {"type": "text"}, "place": {"type": "text"}},
                "examples": ["what time is it in tokyo", "how many hours ahead is berlin", "time in california"]},)

    def __init__(self, skills=None):
        self._places = None
        self._host = skills
        self._dir = getattr(skills, "models_dir", None)

    def places(self) -> Places:
        if self._places is None:
            from ..config import Config
            self._places = Places(self._dir or Config().daemon.models_dir)
        return self._places

    def warm(self, ctx) -> None:
        from .places import zone_places
        zone_places()
        self.places().find("london", ctx.place.country, ctx.now())

    def answer(self, words: str, ctx):
        if WEATHER.search(words):
            return None                       # "what will the weather be like in madrid next tuesday": not the time there
        words = spoken_digits(re.sub(r"^how late is it\b", "what time is it", words))   # "How late is it in Yangon now?", "at six pm": 6 pm
        if (that := re.search(r"\b(?:what(?: is|s)?|when is) (?:that|it|this) (?:in|for) (?P<dst>[a-z][a-z .'-]*?)(?: time)?$", words)) and \
                (said := list(re.finditer(r"\b(?P<c>\d{1,2}(?::\d\d)? ?(?:am|pm|a m|p m)|\d{3,4} ?(?:am|pm|a m|p m)) (?P<z>[a-z]+(?: (?!what|when|is|so|and|but)[a-z]+)?)\b",
                                          words[:that.start()]))):
            clock = re.sub(r"^(\d{1,2})(\d\d)", r"\1:\2", said[-1]["c"])
            words = f"what is {clock} {said[-1]['z']} in {that['dst']} time"   # "... starts at 7:30 pm Pacific. What's that in Eastern?"
        there = re.fullmatch(r"(?P<p>[a-z][a-z .,'-]+?),? (?P<q>what time is it|what is the time|what day is it)(?P<t> (?:over )?there)?"
                             r"(?: now| right now)?", words)
        if there and (there["t"] or self.places().find(there["p"], ctx.place.country, ctx.now(), fuzzy=False)):   # "Mexico City, what time is it?"
            words = f"{there['q']} in {there['p']}"
        bare = re.fullmatch(r"(?:what is )?(?:the )?(?P<p>[a-z][a-z .'-]+?) time(?: (?:right )?now| at the moment)?", words)
        if bare and bare["p"] not in ("local", "the", "my", "our", "your", "what", "lunch", "dinner", "tea", "bed", "same", "that", "this", "next",
                                           "last", "any", "some", "every", "each", "first", "a long", "long") and \
                self.places().find(bare["p"], ctx.place.country, ctx.now(), fuzzy=False):     # "Moscow time right now?"
            words = f"what time is it in {bare['p']}"
        people = re.fullmatch(r"(?P<q>when|what date|what day) (?:do|did|will) (?:the )?(?P<p>[a-z]+) (?:celebrate|have|observe|mark) "
                              r"(?P<h>.+?)(?P<y> in \d{4}| this year| next year)?", words)
        if people and (land := self.places().people_of(people["p"])):      # "when do canadians celebrate thanksgiving"
            words = f"{people['q']} is {people['h']} in {land}{people['y'] or ''}".lower()
        own = next((m for m in re.finditer(r"\b(?P<c>[a-z]+)(?P<s>'s)? (?=(?:[a-z]+ ){0,3}?(?:day|holiday|festival|eve|night)\b)", words)
                    if m["s"] or self.places().people_of(m["c"])), None) if re.match(r"(?:when|what date|what day|which day|how many days)\b", words) else None
        if own and (land := own["c"] if own["s"] and getattr(self.places().find(own["c"], ctx.place.country, ctx.now(), fuzzy=False),
                                                              "kind", "") == "country" else None if own["s"] else self.places().people_of(own["c"])):
            words = words.replace(own[0], "", 1) + f" in {land.lower()}"     # "india's independence day", "mexican independence day"
        held = re.fullmatch(r"(?P<q>(?:when|what date|what day|which day|how many days)\b.+?) in (?:the )?(?P<c>[a-z][a-z .'-]*?)"
                            r"(?P<y> (?:this|next|last) year| in \d{4}| \d{4}| (?:nineteen|twenty) [a-z]+(?: [a-z]+)?)?", words)
        dates = next((s for s in getattr(self._host, "skills", ()) if s.name == "dates"), None) if held else None
        there = self.places().find(held["c"], ctx.place.country, ctx.now(), fuzzy=False) if dates else None
        if getattr(there, "kind", "") == "country" and there.country == ctx.place.country:
            return dates.answer(held["q"] + (held["y"] or ""), ctx)          # "when is labour day 2027 in the us": here's
        if getattr(there, "kind", "") in ("country", "state") or there and re.search(r"\bclocks?\b|daylight|summer time", held["q"]):
            token = ASKED_THERE.set(True)       # that country's own days, none of another's; a city's clocks
            try:
                got = dates.answer(held["q"] + (held["y"] or ""), Elsewhere(ctx, there))
            finally:
                ASKED_THERE.reset(token)
            if got and (got[0].get("date") or got[0].get("kind") == "dst"):
                return got[0], f"{got[1].rstrip('.')} in {_the(there.name)}."     # that country's day, not the time there
        span = (r"(?:(?:\d[\d.]*|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                r"forty|fifty|sixty|ninety|half|and|couple|of) ){1,4}(?:hours?|minutes?|days?)")
        later = re.search(r"(?:,? )(?P<in>in )?(?P<d>" + span + r"(?:,? (?:and )?" + span + r")?)(?P<on> from now| later| time)?$", words)
        if later and (later.group("in") or later.group("on")) and re.search(r"\btime\b", words[:later.start()]) and \
                (d := parse_duration(later.group("d"))):   # "what time will it be in tokyo three hours from now"
            got = self.answer(words[:later.start()], Later(ctx, d))
            if got is None and re.fullmatch(r"(?:so |and )?what(?: s| is)? (?:the )?time (?:will it be|is it going to be|would it be|is it)",
                                            words[:later.start()].strip(" ,")):          # "what time will it be in 3 hours": here
                at, now = ctx.now() + dt.timedelta(seconds=d), ctx.now()
                day = "" if at.date() == now.date() else " tomorrow" if (at.date() - now.date()).days == 1 else f" on {at:%A}"
                return {"kind": "time", "place": "here", "later_s": d}, f"In {say_duration(d)} it will be {at:%I:%M %p}".replace(
                    " be 0", " be ") + f"{day}."
            if got is not None and "problem" not in got[0]:
                return {**got[0], "later_s": d}, f"{say_duration(d)[:1].upper() + say_duration(d)[1:]} from now, " + \
                    re.sub(r"\bit is\b", "it will be", got[1][:1].lower() + got[1][1:], count=1)
            return got
        if re.fullmatch(r"(?:what|which) (?:time ?zone|timezone) (?:are we|am i|is this|is it here|are we in|am i in|is this place)"
                        r"(?: in)?(?: right now| now)?|what is (?:my|our|the local|this) (?:time ?zone|timezone)", words):
            now = ctx.now()                                    # "what time zone are we in": here's
            off = now.utcoffset() or dt.timedelta(0)
            h, rest = divmod(abs(int(off.total_seconds())) // 60, 60)
            name = str(getattr(now.tzinfo, "key", now.tzname())).replace("_", " ")
            return {"kind": "zone", "place": "here"}, f"We are in the {name} time zone ({now.tzname()}, " \
                f"UTC{'+' if off >= dt.timedelta(0) else '-'}{h}{':%02d' % rest if rest else ''})."
        got = convert(words, lambda part, around: self._named_in(part, ctx), ctx.now()) or until(words, ctx.now())
        if got is not None:                                    # "when it's noon in Sydney, what time is it here"
            return got
        for kind, rx in QUESTIONS:
            m = rx.fullmatch(words)
            if m:
                phrase = re.sub(r"\s+(?:right now|now|currently|today)$", "", m.group("p").strip(" .'-"))
                if _NOT_A_PLACE.search(phrase) or phrase in _NOT_SPAN:
                    if kind == "time" and re.search(r"\bin (?:the|there|a|an|that|this|it)$", words) and self._scan(words, ctx) is None:
                        return {"kind": "time", "problem": "place"}, "Which place do you mean?"   # "what time is it in the right now"
                    return self._scan(words, ctx)              # "it's 8 pm here, what time is that in salt lake city"
                got = self._say(kind, phrase, m.groupdict().get("part"), ctx)
                if got[0].get("kind") == "unknown":          # "how many hours ahead of us is dubai"
                    return self._scan(words, ctx) or got
                return got
        return self._scan(words, ctx)

    def _scan(self, words: str, ctx):
        """A place named anywhere in a question about the time ("if I call someone in Athens now,
        what time will it be for them", "how many hours behind London are we")."""
        if not _CUE.search(words) or not re.search(r"\b(?:what|which|how|is|are|when|tell)\b|\btime (?:in|on|over in)\b", words) \
                or len(words.split()) > 20:
            return None
        if re.search(r"(?:^|\b)when(?:'s| is| was| will| does| do| did)?\b", words) and \
                not re.search(r"\b(?:time|clock|oclock|morning|night|evening|afternoon|dark|light|midnight|noon|am|pm|\d{1,2}(?::\d\d)?)\b", words):
            return None        # "when is easter monday? it's a bank holiday over in england": a day, not the time there
        words = re.sub(r"\ba m\b", "am", re.sub(r"\bp m\b", "pm", words))
        toks = words.split()
        for n in (3, 2, 1):
            for i in range(1, len(toks) - n + 1):
                span = " ".join(toks[i:i + n])
                place_time = i + n < len(toks) and toks[i + n] == "time" and re.fullmatch(r"\d{1,2}(?::\d\d)?|am|pm|noon|midnight",
                                                                                       toks[i - 1])   # "3 pm berlin time"
                if (toks[i - 1] not in _BEFORE_PLACE and not place_time) or span in _NOT_SPAN or _NOT_A_PLACE.search(span):
                    continue
                try:
                    found = self.places().find(span, ctx.place.country, ctx.now(), fuzzy=False)
                except DataMissing:
                    return None
                if found is not None and self._word_not_place(span, found):
                    continue       # "the date", "ready", "federal": words, not the small cities they also name
                if found is not None and getattr(found, "population", 0) < 1_000_000 and \
                        holiday_find(span, ctx.now().year, ctx.place.country, fuzzy=False) is not None:
                    continue       # "is christmas 2027 on a saturday": the day, not Christmas Island
                if found is not None and (land := self.places().elsewhere(found, " ".join(toks[i + n:]))):   # "london in canada"
                    span, found = f"{span} {land}", self.places().find(f"{span} {land}", ctx.place.country, ctx.now(), fuzzy=False)
                    if found is None:
                        return {"kind": "unknown", "place": span}, f"Sorry, I don't know where {span.title()} is."
                if found is not None:
                    kind = question_kind(words)
                    other = self._reference(words, toks, i, n, ctx) if kind == "diff" else None
                    if other is not None:      # "how many hours behind New York is Los Angeles"
                        return self._say("diff", f"{other[0]} compared to {other[1]}", None, ctx, words)
                    second = re.search(r"\b(?:behind|ahead of|than|from) (?:[a-z]+ ){1,3}(?:is|are) (?!it\b|we\b|i\b|you\b|here\b|they\b)"
                                       r"(?P<q>[a-z][a-z ]+?)(?: right now| now)?$", words) if kind == "diff" else None
                    if second and span not in second["q"]:     # "... behind new york is lost and jealous": the other place unknown
                        return {"kind": "unknown", "place": second["q"]}, f"Sorry, I don't know where {second['q'].title()} is."
                    part = re.search(r"\bis it (?:already )?(morning|night|evening|afternoon|daytime|dark|light)\b", words)
                    return self._say("part" if part else kind, span, part.group(1) if part else None, ctx, words)
        return None

    def _reference(self, words: str, toks: list, i: int, n: int, ctx):
        """Two places in a difference question: (the one asked about, the one it is compared to):
        the place right after "behind", "ahead of", "than" or "from" is the reference."""
        spans = []
        for m in (3, 2, 1):
            for j in range(1, len(toks) - m + 1):
                if toks[j - 1] not in _BEFORE_PLACE or any(j < b and a < j + m for a, b, _ in spans):
                    continue
                span = " ".join(toks[j:j + m])
                if span in _NOT_SPAN or _NOT_A_PLACE.search(span):
                    continue
                try:
                    found = self.places().find(span, ctx.place.country, ctx.now(), fuzzy=False)
                except DataMissing:
                    return None
                if found is not None and not self._word_not_place(span, found):
                    spans.append((j, j + m, span))
        if len(spans) != 2:
            return None
        spans.sort()
        (a0, _, a), (b0, _, b) = spans
        ref_first = toks[a0 - 1] in ("behind", "of", "than", "from")
        return (b, a) if ref_first else (a, b)

    def claim(self, text, ctx):
        got = super().claim(text, ctx)
        if got is not None and got.slots.get("kind") == "ambiguous":
            return ctx.ask(self.name, self.intent, {**got.slots, "_text": text}, got.reply, "place")
        return got

    def follow_up(self, text, pending, ctx):
        """The answer to "Which Springfield: ...?": the region or country named."""
        from .answers import clean
        said = clean(text).removeprefix("the one in ").removeprefix("in ")
        phrase = pending.slots.get("place", "")
        got = self.answer(f"what time is it in {phrase} {said}", ctx)
        if got is None or got[0].get("kind") in ("ambiguous", "unknown"):
            return None
        slots, reply = got
        return Claim(self.intent, {**slots, "question": text}, reply)

    def _say(self, kind: str, phrase: str, part: str | None, ctx, words: str = ""):
        now = ctx.now()
        m = re.fullmatch(r"(?P<p>.+?) (?:compared (?:to|with)|relative to|than|from|and) (?P<q>.+)", phrase)
        if m and kind == "same":           # "are Phoenix and Denver on the same time"
            got = self._say("diff", phrase, None, ctx, words)
            same = " the same time" in got[1]
            return got[0], f"{'Yes' if same else 'No'}, {got[1]}" \
                if got[0].get("kind") == "diff" else got
        if m and kind in ("diff", "time"):
            if re.fullmatch(r"here|us|me|my time|where i am|home", m.group("q")):
                phrase = m.group("p")
            else:
                try:
                    a, b = (self.places().find(x, ctx.place.country, now) for x in (m.group("p"), m.group("q")))
                except DataMissing:
                    a = b = None
                if a is not None and b is not None and not isinstance(a, Ambiguous) and not isinstance(b, Ambiguous):
                    diff = now.astimezone(ZoneInfo(a.zone)).utcoffset() - now.astimezone(ZoneInfo(b.zone)).utcoffset()
                    slots = {"kind": "diff", "place": a.name, "zone": a.zone}
                    if not diff:
                        return slots, f"{a.name} and {b.name} are on the same time."
                    return slots, f"{a.name} is {hours(diff)} {'ahead of' if diff > dt.timedelta(0) else 'behind'} {b.name}."
        try:
            found = self.places().find(phrase, ctx.place.country, now)
        except DataMissing as e:
            return {"kind": "unavailable", "place": phrase}, "Sorry, my list of places is not installed. " \
                "Run edgeassist models install." if "missing" in str(e) else "Sorry, my list of places cannot be read."
        if found is None:
            return {"kind": "unknown", "place": phrase}, f"Sorry, I don't know where {phrase.title()} is."
        if isinstance(found, Ambiguous):
            where = [c.region or self._country_name(c.country) for c in found.choices]
            return {"kind": "ambiguous", "place": phrase}, \
                f"There is more than one {found.name}: in {', '.join(where[:-1])} or {where[-1]}. Which one?"
        if found.kind == "city" and getattr(found, "population", 0) < 200_000:    # "Atlantis, Florida"
            found.name = f"{found.name}, {found.region or self._country_name(found.country)}"
        slots = {"kind": kind, "place": found.name, "zone": found.zone}
        there = now.astimezone(ZoneInfo(found.zone))
        here_off, there_off = now.utcoffset(), there.utcoffset()
        diff = there_off - here_off
        if kind == "zone":
            sign = "+" if there_off >= dt.timedelta(0) else "-"
            h, rest = divmod(abs(int(there_off.total_seconds())) // 60, 60)
            return slots, f"{found.name} is in the {found.zone.replace('_', ' ')} time zone ({there.tzname()}, " \
                f"UTC{sign}{h}{':%02d' % rest if rest else ''})."
        if kind == "convert":
            return convert_at(words, found, now, slots)
        if kind == "diff":
            if not diff:
                return slots, f"{found.name} is on the same time as here: it is {_clock(there)} there too."
            return slots, f"{found.name} is {hours(diff)} {'ahead of' if diff > dt.timedelta(0) else 'behind'} here: " \
                f"it is {_clock(there)} there."
        day = "" if there.date() == now.date() else f" on {there:%A}"
        if found.kind == "country" and found.others:
            parts = [f"in {city} it is {_clock(now.astimezone(ZoneInfo(z)))}" for city, z in found.others[:3]]
            return {**slots, "kind": "zones"}, f"{found.name} has more than one time zone: " + ", ".join(parts) + \
                ". Which city do you mean?"             # the issue's rule: a place in several zones is asked about
        if kind == "date":
            return slots, f"In {_the(found.name)} it is {there:%A}, {there:%B} {there.day}, {_clock(there)}."
        if kind == "part":
            now_part = part_of_day(there)
            asked = {"nighttime": "night", "night time": "night", "dark": "night", "daytime": "day",
                     "day time": "day", "light": "day"}.get(part, part)
            if asked in ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow", "yesterday"):
                ahead = (there.date() - now.date()).days      # "is it already saturday in shanghai"
                yes = there.strftime("%A").lower() == asked or {"tomorrow": 1, "yesterday": -1}.get(asked) == ahead
                return slots, f"{'Yes' if yes else 'No'}, in {found.name} it is {there:%A}, {there:%B} {there.day}, {_clock(there)}."
            yes = now_part == asked or (asked == "day" and now_part in ("morning", "afternoon"))
            return slots, f"{'Yes' if yes else 'No'}, in {found.name} it is {_clock(there)}{day}, {now_part}."
        return slots, f"In {_the(found.name)} it is {_clock(there)}{day}."

    def _named_in(self, part: str, ctx):
        """The place (or time zone) named in a part of a question: a Found, the question asked back
        for one that is ambiguous (slots, reply), or None."""
        toks = part.split()
        for n in (3, 2, 1):
            for i in range(len(toks) - n + 1):
                span = " ".join(toks[i:i + n])
                then_time = i + n < len(toks) and toks[i + n] == "time"
                after_clock = i and re.fullmatch(r"[ap]m|o'?clock|\d{1,2}(?::\d\d)?", toks[i - 1])
                if (then_time or after_clock) and (z := zone_word(span + " time")) is not None:
                    return z                                   # "10 am pacific time", "10 am pacific"
                if (not i or toks[i - 1] not in _BEFORE_PLACE) and not then_time or span in _NOT_SPAN or \
                        _NOT_A_PLACE.search(span):
                    continue
                try:
                    found = self.places().find(span, ctx.place.country, ctx.now(), fuzzy=False)
                except DataMissing:
                    return None
                if found is None or not isinstance(found, Ambiguous) and self._word_not_place(span, found):
                    continue
                return self._say("time", span, None, ctx) if isinstance(found, Ambiguous) else found
        return None

    def _word_not_place(self, span: str, found) -> bool:
        """A word of the language that also names a place ("date", "federal", "reading") is taken for the
        place only when it is a country, a state or a city of a million people (Berlin, not Date, Japan)."""
        said = [w for w in span.split() if w not in ("the", "a", "an")]
        if getattr(found, "kind", "") not in ("city", "zone") or getattr(found, "population", 0) >= 1_000_000 \
                or len(said) > 1:               # a city's whole name of several words is the city: "salt lake city"
            return False
        return all(self._common(w) for w in said)

    def _common(self, word: str) -> bool:
        d = next((s for s in getattr(self._host, "skills", ()) if s.name == "dictionary"), None)
        try:
            return d is not None and d.known_word(word) == word
        except DataMissing:
            return False

    def _country_name(self, cc: str) -> str:
        try:
            rows = self.places().db.rows("select name from place where country = ? and kind = 'country' limit 1", (cc,))
        except DataMissing:
            rows = []
        return rows[0][0] if rows else cc
