"""adafruit_display_text.label: Label, text on a displayio display."""
from adafruit_display_text import LabelBase


class Label(LabelBase):
    """A label displaying a string of text.

    Label(font, *, text="", color=0xFFFFFF, background_color=None, scale=1, x=0, y=0,
    anchor_point=None, anchored_position=None, line_spacing=1.25, padding_top=0, …).
    """

    def __init__(self, font, **kwargs):
        super().__init__(font, **kwargs)
