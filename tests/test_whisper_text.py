"""engines/whisper.py's text rules, on their own: what counts as a looping transcript (read
again in the full window) and how Whisper's ways of writing a time reach the daemon."""
import pytest

from edgeassist.engines.whisper import _compressible, _loops, _plain, _said_once

pytestmark = pytest.mark.unit


@pytest.mark.parametrize("text", ["It is 5.8.8.8, it is 5.8.8", "it is 5.8 8.8 8.8 8", "It is 5 8 8 8 m",
                                  "it is a love and a love and a love and a peed m", "no no no no"])
def test_short_loops_are_loops(text):
    assert _loops(text)


@pytest.mark.parametrize("text", ["It is 6 0 6 a.m.", "It's 11 11 pm", "It is 1:11 PM.", "no no no",
                                  "turn it up turn it up", "Set a timer for 18 minutes."])
def test_sentences_that_say_a_thing_twice_are_not(text):
    assert not _loops(text)


def test_only_a_long_loop_is_dropped_after_the_second_reading():
    assert not _compressible("It is 5.8.8.8")
    assert _compressible("It is 5" + ".0" * 40)


@pytest.mark.parametrize("text, once", [
    ("Start at three minutes, come, come, come, come.", "Start at three minutes, come."),
    ("it is a love and a love and a love and a peed m", "it is a love and a peed m"),
    ("Same number number number number number one eight", "Same number one eight"),
    ("Set a timer for 5 minutes.", "Set a timer for 5 minutes."),
    ("dial 5-5-5-1-4-2.", "dial 5-5-5-1-4-2."),          # digits said one by one are what was said
])
def test_a_transcript_still_looping_after_the_second_reading_says_its_repeats_once(text, once):
    assert _said_once(text) == once


@pytest.mark.parametrize("text, plain", [("Your alarm is set for 7.50am.", "your alarm is set for 7 50 am"),
                                         ("It is 12.45 a.m.", "it is 12 45 am"),
                                         ("It is 5-18 p.m.", "it is 5 18 pm"),
                                         ("It is 3:30 PM.", "it is 3 30 pm"),
                                         ("That costs 3.50.", "that costs 3.50")])
def test_times_as_whisper_writes_them_and_decimals_kept(text, plain):
    assert _plain(text) == plain
