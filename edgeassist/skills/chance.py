"""Chance: flip a coin, roll dice ("roll two dice", "roll a twenty-sided die", "roll 3d6"), a random
number ("pick a number between 1 and 10"), one of the things said ("pick red, green or blue"). Drawn
from the system's entropy (random.SystemRandom), once per request, and said with what was drawn."""
from __future__ import annotations

import random
import re

from .answers import AnswerSkill, number_at

_RNG = random.SystemRandom()
_COUNTS = {"a": 1, "an": 1, "one": 1, "the": 1, "two": 2, "a pair of": 2, "pair of": 2, "three": 3, "four": 4,
           "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20, "hundred": 100, "one hundred": 100}
MAX_DICE = 10
_COIN = re.compile(r"(?:flip|toss|throw) (?:a |the |me a )?coin(?: for me)?|heads or tails|(?:do a |let's do a )?coin (?:flip|toss)")
_DICE = re.compile(r"(?:roll|throw|toss) (?:me )?(?P<n>a pair of|pair of|" + "|".join(k for k in _COUNTS if " " not in k) + r"|\d+)? ?"
                   r"(?:(?P<s>\d+|" + "|".join(_SIDES) + r")[ -]sided )?(?:dice|die|dices)(?: for me)?|"
                   r"roll (?:a )?(?P<n2>\d*)d(?P<s2>\d+)")
_NUMBER = re.compile(r"(?:(?:pick|choose|give me|say|think of|generate|tell me) (?:me )?)?(?:a )?(?P<r>random )?number"
                     r"(?: (?:between|from) (?P<a>.+?) (?:and|to) (?P<b>.+))?")
_ONE_OF = re.compile(r"(?:pick|choose) (?:one|one of|between|either|for me)?:? ?(?P<xs>.+ or .+)")


class Chance(AnswerSkill):
    name = "chance"
    intent = "chance"
    intents = ({"name": "chance", "model": False, "description": "Flip a coin, roll dice, pick a random number or one of several",
                "slots": {"kind": {"type": "text"}, "result": {"type": "text"}},
                "examples": ["flip a coin", "roll a die", "pick a random number between 1 and 10"]},)

    def claim(self, text: str, ctx):
        self._said = text.lower()            # "pick red, green or blue": its commas (answer() reads the words without them)
        return super().claim(text, ctx)

    def answer(self, words: str, ctx) -> tuple[dict, str] | None:
        w = re.sub(r"^(?:can you |could you |will you |would you |please |let's |lets )+|(?: please| for me)$", "", words)
        if _COIN.fullmatch(w):
            side = _RNG.choice(("heads", "tails"))
            return {"kind": "coin", "result": side}, f"It's {side}."
        if m := _DICE.fullmatch(w):
            n = m["n2"] or m["n"] or "1"
            n = int(n) if n.isdigit() else _COUNTS[n]
            sides = m["s2"] or m["s"] or "6"
            sides = int(sides) if sides.isdigit() else _SIDES[sides]
            if not 1 <= n <= MAX_DICE or not 2 <= sides <= 1000:
                return {"kind": "dice", "problem": "dice"}, f"I can roll from 1 to {MAX_DICE} dice of 2 to 1000 sides."
            got = [_RNG.randint(1, sides) for _ in range(n)]
            said = str(got[0]) if n == 1 else ", ".join(map(str, got[:-1])) + f" and {got[-1]}: {sum(got)} in all"
            return {"kind": "dice", "result": " ".join(map(str, got))}, f"You rolled {_a(got[0]) if n == 1 else ''}{said}."
        if (m := _NUMBER.fullmatch(w)) and (m["a"] or m["r"]):
            a, b = (1, 100) if not m["a"] else (_int(m["a"]), _int(m["b"]))
            if a is None or b is None:
                return None
            a, b = min(a, b), max(a, b)
            n = _RNG.randint(a, b)
            return {"kind": "number", "result": str(n)}, f"{n}." if m["a"] else f"{n}, between {a} and {b}."
        if (m := _ONE_OF.fullmatch(w)) and not re.search(r"\b(?:i|me|my|should|up|out)\b", w):
            said = re.search(r"(?:pick|choose)\b[^:]*?:? ?(?:one|one of|between|either|for me)?:? ?(.+ or .+?)[.?!]*$", getattr(self, "_said", ""))
            xs = [x.strip(" .?!") for x in re.split(r",? or |, ", said[1] if said else m["xs"]) if x.strip(" .?!")]
            if 2 <= len(xs) <= 10 and all(len(x.split()) <= 4 for x in xs):
                pick = _RNG.choice(xs)
                return {"kind": "pick", "result": pick}, f"I pick {pick}."
        return None


def _int(said: str) -> int | None:
    value, j = number_at(said.split(), 0)
    return int(value) if value is not None and j == len(said.split()) and value == int(value) else None


def _a(n: int) -> str:
    return "an " if str(n).startswith("8") or n in (11, 18) else "a "
