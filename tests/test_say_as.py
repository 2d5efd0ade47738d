"""The spoken evaluations say written forms as a person reads them (edgeassist/testing/say_as.py)."""
import pytest

from edgeassist.testing.say_as import said_as


@pytest.mark.parametrize("written, said", [
    ("Set an alarm for 4.30am.", "Set an alarm for 4 30 a m"),
    ("wake me at 6:00 am", "wake me at 6 a m"),
    ("at 7:05 tomorrow", "at 7 oh 5 tomorrow"),
    ("another one at 6.30 as a backup", "another one at 6 30 as a backup"),
    ("The bill is $48.", "The bill is 48 dollars."),
    ("a tip on $48.50", "a tip on 48 dollars 50"),
    ("1 1/2 cups in ml", "1 and a half cups in milliliters"),
    ("3 tbsp to tsp", "3 tablespoons to teaspoons"),
    ("a 5 min timer", "a 5 minute timer"),
    ("350°F in Celsius", "350 degrees Fahrenheit in Celsius"),
    ("2.5 cups of flour", "2.5 cups of flour"),           # a decimal stays a decimal
    ("remind me in 10 minutes", "remind me in 10 minutes"),  # words are not changed
])
def test_written_forms_are_said_as_words(written, said):
    assert said_as(written) == said
