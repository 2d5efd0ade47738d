"""The scoring of scripts/eval_numbers.py (the figure "numbers right" rests on it): a number
counts as heard in any of the ways Whisper writes it, and only then."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from eval_numbers import atoms, loops, right_item, right_numbers  # noqa: E402

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("heard", ["It is 5:18 a.m.", "it is five eighteen A M", "It is 5.18am.",
                                   "It is 5-18 a.m.", "it is 518 am"])
def test_a_time_is_right_however_it_is_written(heard):
    assert right_numbers(["5:18"], atoms(heard)) == [True]


@pytest.mark.parametrize("heard", ["It is 5.8 am.", "It is 8 aching p.m.", "it is 5 80 am", "It is 5.0.0.0"])
def test_a_time_heard_wrong_is_wrong(heard):
    assert right_numbers(["5:18"], atoms(heard)) == [False]


@pytest.mark.parametrize("numbers, heard", [
    (["8.40"], "That comes to eight dollars and forty cents."),
    (["0.50"], "The late fee is fifty cents per day."),
    (["1969"], "What happened in nineteen sixty-nine?"),
    (["1250", "3400"], "What is one thousand two hundred fifty plus three thousand four hundred?"),
    (["3400000"], "The answer is 3.4 million."),
    (["-3"], "The low tonight is minus three degrees."),
    (["22"], "Remind me on the twenty-second."),
    (["214"], "Page room two one four."),
    (["12", "13", "156"], "Twelve times thirteen is one hundred fifty-six."),
])
def test_numbers_in_words_and_digits(numbers, heard):
    assert all(right_numbers(numbers, atoms(heard)))


def test_numbers_must_come_in_order_and_teens_are_not_tens():
    assert right_numbers(["16"], atoms("There are 60 minutes left.")) == [False]
    assert right_numbers(["9", "5:30"], atoms("closes at 5:30, opens at 9")) == [True, False]


def test_a_transcript_that_repeats_itself_loops_and_a_phrase_that_does_not_repeat_does_not():
    assert loops("It is 5.8.8.8, it is 5.8.8", "It is 5:18 AM.")
    assert loops("it is a love and a love and a love and a peed m", "It is 11:11 PM.")
    assert not loops("It is 11 11 p.m.", "It is 11:11 PM.")
    assert not loops("It is 6 0 6 a.m.", "It is 6:06 AM.")


def test_digits_said_one_by_one_are_not_a_loop_unless_they_run_on():
    assert not loops("dial 5-5-5-1-4-2.", "Dial 555 0142.")
    assert not loops("The number is 415-5-5-5-1-6-3.", "The number is 415-555-0163.")
    assert not loops("We're 69,000 on the order.", "Put 60 napkins on the order.")
    assert loops("dial 5-5-5-5-5-5-5-1.", "Dial 555 0142.")
    assert loops("it is 1.1.1.1.1", "It is 11:11 PM.")


def test_a_phone_number_is_right_however_its_digits_are_grouped():
    phone = {"kind": "phone", "numbers": ["0418", "9072"]}
    assert right_item(phone, "Save the number as 04189072.") == [True, True]
    assert right_item(phone, "Save the number as oh four one eight, nine oh seven two.") == [True, True]
    assert right_item(phone, "Save the number as 0418 9027.") == [True, False]
    assert right_item({"kind": "count", "numbers": ["55", "50"]}, "Add 5550.") == [False, False]   # phones only


@pytest.mark.parametrize("heard, time", [("at quarter past three this afternoon", "3:15"),
                                         ("Start at quarter to six tomorrow.", "5:45"),
                                         ("half past 7", "7:30"), ("a quarter to one", "12:45")])
def test_a_time_said_the_clock_way_is_right(heard, time):
    assert right_numbers([time], atoms(heard)) == [True]
    assert right_numbers(["3:45"], atoms("quarter past three")) == [False]
