"""adafruit_display_text.bitmap_label: Label drawn into one Bitmap; the same API as label."""
from adafruit_display_text import LabelBase


class Label(LabelBase):
    """A label displaying a string of text, stored in one bitmap."""

    def __init__(self, font, save_text=True, **kwargs):
        self._save_text = save_text
        super().__init__(font, **kwargs)
