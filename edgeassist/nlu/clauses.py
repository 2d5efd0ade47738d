"""An utterance in clauses, for readers that take a whole question or nothing (the exact answers'
skills, the computations): a question said after its context or before a remark is read too."""
from __future__ import annotations

import re

_AMOUNT = re.compile(r"(?<![\w.,])\d[\d.,]*(?:\s+(?!(?:in|at|on|for|and|to|of|from|is|was|but|so|or|the|a|my)\b)[A-Za-z]+){1,2}")
_THAT = re.compile(r"\b(?:that|it)\b(?! is\b)(?='?s?\s+(?:in|into|to)\b)", re.I)     # "what's that in", "convert it to"
_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
_DATE = re.compile(r"\b((?:" + _MONTH + r" \d{1,2}(?:st|nd|rd|th)?|(?:the )?\d{1,2}(?:st|nd|rd|th)? of " + _MONTH + r")(?:,? \d{4})?)\b", re.I)
_THEN = re.compile(r"\b(until|till|before|to|on|from now to|from now until) (?:then|that day|that date|it)\b", re.I)
_QUESTION_WORDS = {"what", "what's", "whats", "how", "when", "when's", "which", "spell", "define", "convert", "is"}


def clauses(text: str) -> list[str]:
    """The utterance, then its last clause, its first, the others ("I'm baking. How many cups is 200 grams?",
    "How do you spell colonel, the army rank?"): a question said after or before its context."""
    # not after an initial or a title: "When was Martin Luther King Jr. assassinated?" is one
    parts = [p for p in re.split(r"(?<!\b[A-Z]\.)(?<!\b(?:St|Mt|Dr|Mr|Ms|Jr|Sr|vs)\.)(?<=[.?!:;])\s+|,\s+", text.strip()) if p.strip(" .?!,:;")]
    if len(parts) < 2:      # said, not typed: no punctuation; the question may start at its question word
        words = text.split()
        starts = [i for i, w in enumerate(words) if i > 1 and w.lower().strip(",.") in _QUESTION_WORDS]
        return [text] + [" ".join(words[i:]) for i in starts[-2:][::-1]] if 2 < len(words) <= 30 else [text]
    if len(parts) > 6:
        return [text]
    out = [text, parts[-1], parts[0]] + parts[1:-1]
    days = [m.group(1) for p in parts[:-1] for m in _DATE.finditer(p)]
    if len(days) == 1 and _THEN.search(parts[-1]):        # "... on March 2nd. How many days until then?"
        out.insert(1, _THEN.sub(lambda m: m.group(1) + " " + days[0], parts[-1], count=1))
    amounts = [m.group(0) for p in parts[:-1] for m in _AMOUNT.finditer(p)]
    if len(amounts) == 1 and _THAT.search(parts[-1]):     # "It's 30 degrees Celsius in Madrid. What's that in Fahrenheit?"
        out.insert(1, _THAT.sub(amounts[0], parts[-1], count=1))
    if len(parts) > 2:
        out.append(" ".join(parts[-2:]))
    return list(dict.fromkeys(out))
