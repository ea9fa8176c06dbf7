def forward(self, waveform : torch.Tensor) -> torch.Tensor:
    size = waveform.size()
    getitem = size[-1]
    reshape = waveform.reshape(-1, getitem);  waveform = getitem = None
    window = self.window
    stft = torch.functional.stft(reshape, 400, hop_length = 200, win_length = 400, window = window, center = True, pad_mode = 'reflect', normalized = False, onesided = True, return_complex = True, align_to_window = None);  reshape = window = None
    getitem_1 = size[slice(None, -1, None)];  size = None
    getattr_1 = stft.shape
    getitem_2 = getattr_1[slice(-2, None, None)];  getattr_1 = None
    add = getitem_1 + getitem_2;  getitem_1 = getitem_2 = None
    reshape_1 = stft.reshape(add);  stft = add = None
    abs_1 = reshape_1.abs();  reshape_1 = None
    pow_1 = abs_1.pow(2.0);  abs_1 = None
    return pow_1
