"""Sunrise, sunset, dawn, dusk, solar noon and day length for [place] latitude/longitude (or a
named city), computed with ``astral``; without a place set, the reply says how to set one.
"""
from __future__ import annotations

import datetime as dt
import re

from .answers import AnswerSkill
from .base import say_duration
from .data import DataMissing
from .places import Ambiguous

_EVENT = {"sunrise": "sunrise", "sun rise": "sunrise", "sun come up": "sunrise", "sun rise up": "sunrise",
          "sun comes up": "sunrise", "sun up": "sunrise", "get light": "dawn", "gets light": "dawn",
          "dawn": "dawn", "first light": "dawn", "daybreak": "dawn",
          "sunset": "sunset", "sun set": "sunset", "sun go down": "sunset", "sun goes down": "sunset",
          "sundown": "sunset", "get dark": "dusk", "gets dark": "dusk", "dusk": "dusk", "nightfall": "dusk",
          "solar noon": "noon", "noon": "noon", "sun highest": "noon", "twilight": "dusk"}
_EV = "|".join(sorted(_EVENT, key=len, reverse=True))
_DAY = r"(?P<day>today|tonight|tomorrow|this morning|this evening|tomorrow morning|tomorrow evening|tomorrow night)"
_WHERE = r"(?: (?:in|at|for) (?P<p>[a-z][a-z .'-]*?))?"
QUESTIONS = [
    ("event", re.compile(r"(?:what time|when|at what time|what time's) (?:is|will be|will|does|do|is the|will the|does the|was|did the|did)?\s*"
                         r"(?:the )?(?P<ev>" + _EV + r")(?: be| happen| today)?(?: " + _DAY + r")?" + _WHERE + r"(?: " + _DAY.replace("day>", "day2>") + r")?")),
    ("event", re.compile(r"(?:what time is|when is|what is the time of|what is the time for|time of|time for)?\s*(?:the )?"
                         r"(?P<ev>sunrise|sunset|dawn|dusk)(?: time)?(?: " + _DAY + r")?" + _WHERE + r"(?: " + _DAY.replace("day>", "day2>") + r")?")),
    ("event", re.compile(r"(?:when|what time) (?:does|will|did) (?:it|the sun) (?P<ev>rise|set|come up|go down|get dark|get light)"
                         r"(?: " + _DAY + r")?" + _WHERE + r"(?: " + _DAY.replace("day>", "day2>") + r")?")),
    ("length", re.compile(r"how (?:long|many hours) (?:is|will be|of (?:day ?light|sun ?light|sun) (?:is there|are there|do we get|will there be)|"
                          r"of (?:day ?light|sunlight|sun))(?: the)?(?: day| daylight)?(?: " + _DAY + r")?" + _WHERE +
                          r"(?: " + _DAY.replace("day>", "day2>") + r")?")),
    ("length", re.compile(r"(?:what is the |what is |the )?(?:length of (?:the )?day|day length|daylight hours|hours of daylight|"
                          r"how much daylight(?: is there| do we have| will we get)?)(?: " + _DAY + r")?" + _WHERE +
                          r"(?: " + _DAY.replace("day>", "day2>") + r")?")),
]
_VERB_EV = {"rise": "sunrise", "come up": "sunrise", "set": "sunset", "go down": "sunset", "get dark": "dusk",
            "get light": "dawn"}
_SCAN = re.compile(r"\b(?:sunrise|sun ?rise|sun ?rises|sunup|sun ?up|sunset|sun ?set|sun ?sets|sundown|dawn|dusk|daylight(?! sav)|"
                   r"day ?length|length of (?:the )?day|sun (?:come|comes|coming) up|sun (?:go|goes|going) down|(?:when|what time) (?:does|will|did|is) it (?:go|goes|going) down|gets? dark|gets? light|"
                   r"hours of (?:sun|day) ?light|how long (?:is|will|would|was) the day|how much (?:day|sun) ?light|(?:civil )?twilight (?:begin|begins|start|starts|end|ends))\b")
_LENGTH = re.compile(r"how long is (?:the )?day|how much (?:day|sun) ?light|hours of (?:day|sun) ?light|length of (?:the )?day|"
                     r"day ?length|daylight hours|how many hours of|how long (?:will|would|was) (?:the )?day be|"
                     r"from sunrise to sunset|between sunrise and sunset")
_SCAN_EVENTS = ((r"twilight (?:begin|start)", "dawn"), (r"twilight (?:end|finish)|dusk", "dusk"), (r"dawn", "dawn"), (r"rise|up|dawn|light$", "sunrise"), (r"set|down|dusk|dark", "sunset"), (r"length|daylight|hours|how long", "length"))
_NAMES = {"sunrise": "Sunrise", "sunset": "Sunset", "dawn": "Dawn", "dusk": "Dusk", "noon": "Solar noon"}


def _clock(at: dt.datetime) -> str:
    return at.strftime("%I:%M %p").lstrip("0")


_A_DAY_SAID = re.compile(r"\b(?:next|last|this) (?:year|month|week)\b|\bin \d{4}\b|\bon (?:[a-z']+ ){1,2}?(?:day|eve|night|morning)\b")

class Sun(AnswerSkill):
    name = "sun"
    intent = "sun_times"
    intents = ({"name": "sun_times", "model": False,
                "description": "Sunrise, sunset and day length at the configured place",
                "slots": {"event": {"type": "text"}, "day": {"type": "text"}},
                "examples": ["when is sunset", "what time is sunrise tomorrow", "how long is the day today"]},)

    def __init__(self, skills=None):
        self._host = skills

    def answer(self, words: str, ctx):
        from .years_said import spoken_years
        words = re.sub(r"\bthe (?:son|sunny|sum)\b(?= (?:come|comes|coming|rise|rises|rising|go|goes|going|set|sets|setting) ?(?:up|down)?\b)",
                       "the sun", words)            # Whisper's homophone: "when does the son come up on saturday"
        words = re.sub(r"\b(when|what time) (?:is|will) the sun (?:be )?(?:going to )?(set|rise|come up|go down)(?:ting|ing)?\b",
                       lambda m: f"{m[1]} does the sun {m[2]}", re.sub(r"\b(set)ting\b|\b(ris)ing\b|\b(com|go)ing\b(?= up| down)",
                                                                      lambda m: m[1] or (m[2] and "rise") or ("come" if m[3] == "com" else "go"), words)
                       ) if re.search(r"\bthe sun (?:be )?(?:going to )?(?:setting|rising|coming up|going down|set|rise)\b", words) else words
        words = re.sub(r"\bsun (rise|right|set)s?\b", lambda m: "sunrise" if m[1] != "set" else "sunset", spoken_years(words))  # "sun right"
        if re.search(r"\b(?:who|whose|painters?|painted|paintings?|artists?|composers?|wrote|authors?|songs?|film|movie|novel)\b", f"{self.context} {words}"):
            return None                      # "which painter's work Impression, Sunrise": a work's name, not the sun's time
        words = re.sub(r"^in (?P<p>[a-z][a-z .'-]{1,40}?),? (?P<q>(?:what|when|how|is|at what)\b.+)$", r"\g<q> in \g<p>", words)  # "In LA, what time ..."
        if re.search(r"(?<!\bis)(?<!\bare)(?<!\bbe)(?<!\bwill) there\b(?! (?:is|are|be|will)\b)", words) and not re.search(r"\bin [a-z]", words):
            return None                      # "... rise there tomorrow": a place said before (answers.referred)
        in_minutes = bool(re.search(r"\bhow many minutes\b", words))
        words = re.sub(r"\bhow many minutes of\b", "how many hours of", words)
        words = re.sub(r",? (?:in )?(?:their|the local|local|our|my|your|(?!(?:today|tomorrow|tonight)\b)[a-z]+"
                       r"(?<!what)(?<!the)(?<!real)) time$", "", words) \
            if not re.search(r"\bwhat time$", words) else words    # "sunset in LA today, their time", "..., in London time"
        other = re.search(r"\bon (?:the )?(mars|moon|venus|mercury|jupiter|saturn|uranus|neptune|pluto)\b", words)
        if other and _SCAN.search(words):                  # "sunrise on mars": the sun of the Earth only
            return {"event": "sunrise", "problem": "place"}, f"Sorry, I only know the sun's times on Earth, not on {other.group(1).title()}."
        up = re.fullmatch(r"(?:is|has) the sun (?P<q>up|out|risen|come up|set|gone down|down)(?: yet| already)?(?: (?:right now|now|"
                          r"yet|already|outside))?(?: in (?P<p>[^\W\d_][\w .'-]*))?|is it (?P<q2>dark|light|daylight|daytime|night|nighttime)"
                          r"(?: outside| out)?(?: (?:right now|now|yet|already))?(?: in (?P<p2>[^\W\d_][\w .'-]*))?", words)
        if up:                                            # "is the sun up right now": now against today's sunrise and sunset
            return self._is_up(up.group("q") or up.group("q2"), (up.group("p") or up.group("p2") or "").strip(), ctx)
        until = re.fullmatch(r"how (?:many (?:more )?(?:minutes|hours)|long|much (?:longer|time))(?: is it| is there| do i have| do we have"
                             r"| left)?(?: from now)? (?:until|till|til|before|to) (?P<ev>sunset|sunrise|sundown|sunup|dark|the sun (?:sets|goes down|rises|"
                             r"comes up))(?: today| tonight| tomorrow)?", words)
        if until:                                         # "how many minutes until sunset": from now
            ev = "sunrise" if re.search(r"rise|sunup|comes up", until.group("ev")) else "sunset"
            return self._until(ev, ctx)
        got = self._forms(words, ctx)
        if got is None or got[0].get("problem") == "place":       # "in sydney australia on christmas day": the day read apart
            scanned = self._scan(words, ctx)
            got = scanned if scanned is not None and (got is None or "problem" not in scanned[0]) else got
        if got is not None and in_minutes and "minutes" in got[0]:      # "how many minutes of daylight": said in minutes too
            got = got[0], got[1].replace(" minutes long:", f" minutes long ({got[0]['minutes']} minutes):", 1)
        return got

    def _scan(self, words: str, ctx):
        """A sun word and a day anywhere in a question ("sunset on christmas day", "when does the
        sun rise on december 21st", "has the sun set yet, when does it go down today")."""
        m = _SCAN.search(words)
        if m is None or len(words.split()) > 20 or re.match(r"who(?:se|m)?\b", words) or not (re.search(r"\b(?:what|when|how|is|has|does|will|tell)\b", words) or len(words.split()) <= 8):
            return None
        ev = "length" if _LENGTH.search(words) else next(ev for word, ev in _SCAN_EVENTS if re.search(word, m.group(0)))
        from .dayread import NoSuchDay, find_day
        try:
            day = find_day(words, ctx.now().date(), ctx.place.country)
        except NoSuchDay as e:
            return {"event": ev, "problem": "day"}, str(e)
        if day is None and _A_DAY_SAID.search(words):   # "sunrise on thanks sitting next year": not today's
            return {"event": ev, "problem": "day"}, "Sorry, I can't work out which day you mean."
        where = re.search(r"\b(?:in|at|for) (?P<p>[^\W\d_][\w .'-]*?)(?: (?:today|tomorrow|on .+))?$", words)
        place = where.group("p") if where and not re.match(r"(?:the )?(?:morning|evening|afternoon|winter|summer|sunset|sunrise|"
                                                           r"dawn|dusk|night|first light|daybreak)\b", where.group("p")) else ""
        return self._say(ev, day.day.isoformat() if day else "today", place, ctx)

    def _forms(self, words: str, ctx):
        for kind, rx in QUESTIONS:
            m = rx.fullmatch(words)
            if not m:
                continue
            g = m.groupdict()
            ev = _EVENT.get(g.get("ev") or "", _VERB_EV.get(g.get("ev") or "", g.get("ev"))) if kind == "event" else "length"
            day = g.get("day") or g.get("day2") or "today"
            return self._say(ev, day, (g.get("p") or "").strip(), ctx)
        return None

    def _where(self, phrase: str, ctx):
        """(name, lat, lon, zone) of the place asked about, or of [place]; or a reply saying why not."""
        if phrase and phrase not in ("here", "my area", "my place", "my town", "my city"):
            clock = next((s for s in getattr(self._host, "skills", ()) if s.name == "worldclock"), None)
            try:
                found = clock.places().find(phrase, ctx.place.country, ctx.now()) if clock else None
            except DataMissing:
                found = None
            if found is None:
                return f"Sorry, I don't know where {phrase.title()} is."
            if isinstance(found, Ambiguous):
                return f"There is more than one {found.name}. Please say which one, with its state or country."
            if found.kind == "zone":     # a time zone's name ("South Pole": Antarctica/South_Pole): a clock, no place on the map
                return f"Sorry, I don't know where {found.name} is on the map, only its time zone."
            from zoneinfo import ZoneInfo
            return found.name, found.lat, found.lon, ZoneInfo(found.zone)
        if not ctx.place.located:
            return ("I don't know where I am. Set latitude and longitude in the [place] section of the config "
                    "(for example latitude = 51.5 and longitude = -0.13 for London).")
        return ctx.place.name, ctx.place.latitude, ctx.place.longitude, ctx.tz

    def _say(self, ev: str, day: str, phrase: str, ctx):
        where = self._where(phrase, ctx)
        if isinstance(where, str):
            return {"event": ev, "day": day, "problem": "place"}, where
        from astral import Observer
        from astral.sun import sun
        name, lat, lon, tz = where
        today = ctx.now().astimezone(tz).date()
        if re.fullmatch(r"\d{4}-\d\d-\d\d", day):
            date = dt.date.fromisoformat(day)
        else:
            date = today + dt.timedelta(days=1 if day.startswith("tomorrow") else 0)
        at = f" in {name}" if name else ""
        when = "today" if date == today else "tomorrow" if date == today + dt.timedelta(days=1) else \
            f"on {date:%A}, {date:%B} {date.day}"
        slots = {"event": ev, "day": date.isoformat()}
        try:
            times = sun(Observer(lat, lon), date, tzinfo=tz)
        except ValueError as e:       # the sun does not rise or set there that day (polar day or night)
            always = "up all day" if "above" in str(e) else "down all day"
            event = {"length": "", "sunrise": "sunrise", "sunset": "sunset", "dawn": "dawn", "dusk": "dusk"}.get(ev, "")
            lead = f"There is no {event}{at} {when}: the sun" if event else "The sun"
            return {**slots, "problem": "polar"}, f"{lead} stays {always}{at if not event else ''}{'' if event else ' ' + when}."
        if ev == "length":
            span = times["sunset"] - times["sunrise"]
            minutes = round(span.total_seconds() / 60)
            h, m = divmod(minutes, 60)
            return {**slots, "minutes": minutes}, f"{when[:1].upper() + when[1:]}{at} the day is {h} hours and {m} minutes long: the sun rises at " \
                f"{_clock(times['sunrise'])} and sets at {_clock(times['sunset'])}."
        t = times[ev]
        verb = "was" if t < ctx.now() else "is"
        return slots, f"{_NAMES[ev]}{at} {when} {verb} at {_clock(t)}."

    def _is_up(self, asked: str, phrase: str, ctx):
        where = self._where(phrase, ctx)
        if isinstance(where, str):
            return {"event": "up", "problem": "place"}, where
        from astral import Observer
        from astral.sun import sun
        name, lat, lon, tz = where
        now = ctx.now().astimezone(tz)
        at = f" in {name}" if phrase else ""
        try:
            times = sun(Observer(lat, lon), now.date(), tzinfo=tz)
            up = times["sunrise"] <= now < times["sunset"]
            how = f"it rose at {_clock(times['sunrise'])} and sets at {_clock(times['sunset'])}" if up else \
                f"it rises at {_clock(times['sunrise'])}" if now < times["sunrise"] else f"it set at {_clock(times['sunset'])}"
        except ValueError as e:     # polar day or night
            up = "above" in str(e)
            how = f"it stays {'up' if up else 'down'} all day"
        yes = up if asked in ("up", "out", "risen", "come up", "light", "daylight", "daytime") else not up
        state = "up" if up else "down"
        return {"event": "up", "up": up}, f"{'Yes' if yes else 'No'}, the sun is {state}{at}: {how}."

    def _until(self, ev: str, ctx):
        where = self._where("", ctx)
        if isinstance(where, str):
            return {"event": ev, "problem": "place"}, where
        from astral import Observer
        from astral.sun import sun
        name, lat, lon, tz = where
        now = ctx.now().astimezone(tz)
        try:
            at = next(t for d in (0, 1) if (t := sun(Observer(lat, lon), now.date() + dt.timedelta(days=d), tzinfo=tz)[ev]) > now)
        except (ValueError, StopIteration):
            return {"event": ev, "problem": "polar"}, f"The sun does not {'rise' if ev == 'sunrise' else 'set'} here in the next day."
        minutes = round((at - now).total_seconds() / 60)
        return {"event": ev, "minutes": minutes}, \
            f"{_NAMES[ev]} is at {_clock(at)}, in {say_duration(minutes * 60)} ({minutes} minutes)."
