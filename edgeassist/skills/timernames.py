"""What a timer request says besides its length: the timer's name ("the pizza timer", "a timer for the eggs,
six minutes"), the answer to "Which one?", a number said in the unit of the timer's length, and the words that
ask, cancel, pause, resume, add or take time."""
from __future__ import annotations

import re

from ..nlu.numbers import TENS, UNITS, parse_duration

TIMER = re.compile(r"\b(?:timers?|count ?downs?)\b")
CANCEL = re.compile(r"\b(?:cancel|stop|delete|remove|turn off|switch off|kill|end|clear|get rid of|dismiss|scrap|abort|forget|never mind)\b")
QUERY = re.compile(r"\b(?:how (?:much|long)|time (?:is )?left|left on|remaining|status|check|how's|how is|"
                    r"what(?:'s| is)? (?:on|left)|what timers|which timers|any timers|do i have|are there|running)\b|"
                   r"^(?:and |so )?what(?:'s| s| is) (?:the |my )?(?:[a-z']+ ){0,2}(?:timer|count ?down|one) at$")   # "What's the bread timer at?"
PAUSE = re.compile(r"\b(?:pause|hold|freeze|suspend)\b")
RESUME = re.compile(r"\b(?:resume|continue|unpause|restart|start again|carry on|keep going|un pause)\b|\bstart\b.*\bagain\b")
ADD = re.compile(r"\b(?:add|put|stick|pop|tack|extend|another|more|plus|increase)\b|^(?:and |so )?give (?:the |my )?[a-z' ]+? (?=\S+ (?:minutes?|mins?|seconds?|hours?)\b)")
TAKE = re.compile(r"\b(?:take|subtract|remove|minus|reduce|shorten|less|knock)\b.*\b(?:off|from|less)\b|"
                   r"\b(?:subtract|minus|reduce|shorten)\b")
NOT_NAMES = {"a", "an", "the", "my", "one", "new", "another", "second", "this", "that", "kitchen", "set", "start",
              "timer", "timers", "all", "every", "each", "minute", "minutes", "second", "seconds", "hour", "hours",
              "and", "half", "quarter", "for", "to", "of", "on", "with", "called", "named", "me", "please", "next",
              "other", "first", "last", "current", "running", "it", "them", "this", "everything", "things"}   # "to let it rest": no name
_NUMBER_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|ninety|an?|half|a couple)"
_NAME_AFTER = re.compile(r"\b(?:called|named|labell?ed|(?:call|name|label) it|for (?:the|my|our|some))\s+(?P<n>[a-zß-öø-ÿ][a-zß-öø-ÿ' ]{0,30}?)"
                         r"(?=\s*(?:,|$|\d|\b(?:for|to|at|in|on|timer|please|" + _NUMBER_WORDS[3:-1] + r")\b))")
_NAME_BARE = re.compile(r"\btimer(?: (?:for )?(?!for\b)|, (?=[\w' ]+, ))(?P<n>[a-zß-öø-ÿ][a-zß-öø-ÿ']+(?: [a-zß-öø-ÿ][a-zß-öø-ÿ']+)?),? (?=\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                        r"eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|an?|half)\b)")
_NAME_END = re.compile(r"(?:\d|minutes?|seconds?|hours?|mins?|secs?)(?: timer| count ?down)?,? (?:(?:for|on) (?:the |my |our )?|the )"
                       r"(?P<n>[a-zß-öø-ÿ][a-zß-öø-ÿ']+(?: [a-zß-öø-ÿ']+)?)$")        # "a 30 minute timer for homework"
_NAME_TAIL = re.compile(r"^(?:set |start )?(?:a |the )?(?:new )?timer,? (?:for )?(?:[\w-]+ ){1,3}?(?:minutes?|seconds?|hours?|mins?|secs?),? "
                        r"(?P<n>[a-zß-öø-ÿ']+(?: [a-zß-öø-ÿ']+)?)$")   # "timer 45 minutes empanadas", "timer for 11 minutes, spaghetti"
_STOP_NAME = re.compile(r"\b(?:for|in|of|at|to|and|by|that|which|minutes?|seconds|second(?! [a-z]{3,})|hours?)\b.*$")   # "the second batch"


VERBS = {"set", "start", "make", "create", "off", "from", "is", "s", "left", "much", "long", "how", "what", "whats",
          "new", "another", "quick", "short", "cancel", "stop", "pause", "resume", "delete", "remove", "end", "kill",
          "check", "need", "want", "add", "put", "take", "i", "you", "please", "can", "could", "up", "running"}


NOT_TERSE = set("in for at by about around under over within after before every give than timer timers alarm more extra another wait just only "
                 "still left remaining yes yeah yep no nope ok okay sure fine right so and then maybe make that it less actually sorry hmm well oh".split())


def hours_and(t: str) -> str:
    """ "one hour thirty", "an hour and fifteen for the pig": the minutes said without their unit."""
    return re.sub(r"\b(an?|one|two|three|\d+) (hours?)(?: and)? (fifteen|thirty|forty five|forty-five|\d{1,2})(?=$|,| for\b| on\b)",
                  r"\1 \2 and \3 minutes", t)


def named_last(t: str) -> str | None:
    """The thing a timer is for, said last ("... 12 minutes on the cookies again", "half an hour for the arepa dough")."""
    m = re.search(r"\b(?:for|on) (?:the |my |our )?([a-z]+(?: (?!again$)[a-z]+)?)(?: again)?$", t)
    return m.group(1) if m and not set(m.group(1).split()) & (NOT_NAMES | VERBS) else None


def name_of(text: str) -> str | None:
    """The timer's name: "the pizza timer" -> pizza, "a timer for the eggs, six minutes" -> eggs."""
    m = _NAME_AFTER.search(text) or _NAME_END.search(text) or _NAME_BARE.search(text) or _NAME_TAIL.search(text) or \
        re.search(r"(?:minutes?|seconds?|hours?|mins?),? (?:the |my |our )?(?P<n>[a-z][a-z' ]{1,25}?) (?:are|is|goes|go|went) in(?: now)?$", text) or \
        re.search(r"\b(?:to|so) (?:let|leave) (?:the |my |our )?(?P<n>[a-z][a-z']+(?: [a-z][a-z']+)?) (?:rest|cool|prove|proof|rise|sit|steep|soak|"
                  r"set|marinate|chill|thaw|defrost|brew|simmer|bake|cook|dry|settle)\b", text)    # "to let the plov rest"
    # "Timer for 10 minutes, the croissants are in."
    if m:
        n = _STOP_NAME.sub("", m.group("n")).strip()
        if n and n not in NOT_NAMES and not set(n.split()[1:] if re.match(r"(?:new|quick|short) [a-z]", n) else n.split()) & \
                (VERBS | {"now", "later", "again", "exactly"}) and not parse_duration(f"1 {n.split()[-1]}") and n.split()[0] not in UNITS \
                and n.split()[0] not in TENS:      # "a study timer for twenty five minutes" is no "twenty" timer
            return n
    m = re.search(r"(?:^|\b(?:a|an|the|my|our|your|this|that|another|new|\d+|minutes?|seconds?|hours?) )"
                  r"((?:[a-z'-]+ )?[a-z'-]+),? (?:timer|count ?down)\b", text)       # "soft-boiled egg timer"
    if m:
        ws = m.group(1).split()
        while ws and (ws[0] in NOT_NAMES or ws[0] in UNITS or ws[0] in TENS or ws[0] in VERBS):
            ws = ws[1:]
        if ws and all(w not in NOT_NAMES and w not in UNITS and w not in TENS and w not in VERBS
                      and not parse_duration(f"1 {w}") for w in ws):
            return " ".join(ws)
    return None


def in_unit_of(number: str, duration: float) -> int | None:
    """A number said alone, in the unit a timer's length was said in ("Timer 5 minutes." - "make that 7")."""
    unit = "hours" if duration % 3600 == 0 else "minutes" if duration % 60 == 0 else "seconds"
    return parse_duration(f"{number} {unit}")


def which_name(text: str) -> str | None:
    """The name in an answer to "Which one?": "the pasta one" -> pasta."""
    ws = [w for w in re.findall(r"[a-z']+", text.lower()) if w not in NOT_NAMES and w not in
          ("one", "cancel", "stop", "delete", "remove", "it", "that", "please", "yes", "timer", "alarm", "reminder")]
    return " ".join(ws) or None
