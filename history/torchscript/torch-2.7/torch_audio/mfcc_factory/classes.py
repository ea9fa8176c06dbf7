# code/__torch__/torch/functional.py
def stft(input: Tensor,
    n_fft: int,
    hop_length: Optional[int]=None,
    win_length: Optional[int]=None,
    window: Optional[Tensor]=None,
    center: bool=True,
    pad_mode: str="reflect",
    normalized: bool=False,
    onesided: Optional[bool]=None,
    return_complex: Optional[bool]=None,
    align_to_window: Optional[bool]=None) -> Tensor:
  _0 = "stft align_to_window should only be set when center = false"
  _1 = uninitialized(Optional[bool])
  if center:
    _3 = torch.__isnot__(align_to_window, None)
    _2 = _3
  else:
    _2 = False
  if _2:
    ops.prim.RaiseException(_0, "builtins.RuntimeError")
    align_to_window0 : Optional[bool] = _1
  else:
    align_to_window0 = align_to_window
  if center:
    signal_dim = torch.dim(input)
    _4 = torch.mul([1], torch.sub(3, signal_dim))
    extended_shape = torch.add(_4, torch.list(torch.size(input)))
    pad = torch.floordiv(n_fft, 2)
    input1 = __torch__.torch.nn.functional.pad(torch.view(input, extended_shape), [pad, pad], pad_mode, None, )
    _5 = torch.slice(torch.size(input1), torch.neg(signal_dim))
    input0 = torch.view(input1, _5)
  else:
    input0 = input
  _6 = torch.stft(input0, n_fft, hop_length, win_length, window, normalized, onesided, return_complex, align_to_window0)
  return _6

# code/__torch__/torch/nn/functional.py
def pad(input: Tensor,
    pad: List[int],
    mode: str="constant",
    value: Optional[float]=None) -> Tensor:
  return torch.pad(input, pad, mode, value)

# code/__torch__/torchaudio/functional/functional.py
def amplitude_to_DB(x: Tensor,
    multiplier: float,
    amin: float,
    db_multiplier: float,
    top_db: Optional[float]=None) -> Tensor:
  x_db = torch.mul(torch.log10(torch.clamp(x, amin)), multiplier)
  x_db0 = torch.sub_(x_db, torch.mul(multiplier, db_multiplier))
  if torch.__isnot__(top_db, None):
    top_db0 = unchecked_cast(float, top_db)
    shape = torch.size(x_db0)
    if torch.gt(torch.dim(x_db0), 2):
      packed_channels = shape[-3]
    else:
      packed_channels = 1
    _0 = [-1, packed_channels, shape[-2], shape[-1]]
    x_db2 = torch.reshape(x_db0, _0)
    _1 = torch.sub(torch.amax(x_db2, [-3, -2, -1]), top_db0)
    x_db3 = torch.max(x_db2, torch.view(_1, [-1, 1, 1, 1]))
    x_db1 = torch.reshape(x_db3, shape)
  else:
    x_db1 = x_db0
  return x_db1
def spectrogram(waveform: Tensor,
    pad: int,
    window: Tensor,
    n_fft: int,
    hop_length: int,
    win_length: int,
    power: Optional[float],
    normalized: Union[str, bool],
    center: bool=True,
    pad_mode: str="reflect",
    onesided: bool=True,
    return_complex: Optional[bool]=None) -> Tensor:
  _2 = "`return_complex` argument is now deprecated and is not effective.`torchaudio.functional.spectrogram(power=None)` always returns a tensor with complex dtype. Please remove the argument in the function call."
  _3 = __torch__.torchaudio.functional.functional._get_spec_norms
  if torch.__isnot__(return_complex, None):
    torch.warn(_2)
  else:
    pass
  if torch.gt(pad, 0):
    waveform1 = __torch__.torch.nn.functional.pad(waveform, [pad, pad], "constant", None, )
    waveform0 = waveform1
  else:
    waveform0 = waveform
  frame_length_norm, window_norm, = _3(normalized, )
  shape = torch.size(waveform0)
  waveform2 = torch.reshape(waveform0, [-1, shape[-1]])
  spec_f = __torch__.torch.functional.stft(waveform2, n_fft, hop_length, win_length, window, center, pad_mode, frame_length_norm, onesided, True, None, )
  _4 = torch.add(torch.slice(shape, None, -1), torch.slice(torch.size(spec_f), -2))
  spec_f0 = torch.reshape(spec_f, _4)
  if window_norm:
    _5 = torch.sqrt(torch.sum(torch.pow(window, 2.)))
    spec_f1 = torch.div_(spec_f0, _5)
  else:
    spec_f1 = spec_f0
  if torch.__isnot__(power, None):
    power0 = unchecked_cast(float, power)
    if torch.eq(power0, 1.):
      _7 = torch.abs(spec_f1)
    else:
      _8 = torch.pow(torch.abs(spec_f1), power0)
      _7 = _8
    _6 = _7
  else:
    _6 = spec_f1
  return _6
def _get_spec_norms(normalized: Union[str, bool]) -> Tuple[bool, bool]:
  _9 = isinstance(normalized, str)
  if _9:
    normalized0 = unchecked_cast(str, normalized)
    _10 = torch.__contains__(["frame_length", "window"], normalized0)
    if torch.__not__(_10):
      _11 = torch.format("Invalid normalized parameter: {}", normalized0)
      ops.prim.RaiseException(_11, "builtins.ValueError")
    else:
      pass
    _12 = torch.eq(normalized0, "frame_length")
    if _12:
      frame_length_norm0, window_norm0 = True, False
    else:
      if torch.eq(normalized0, "window"):
        window_norm1 = True
      else:
        window_norm1 = False
      frame_length_norm0, window_norm0 = False, window_norm1
    frame_length_norm, window_norm = frame_length_norm0, window_norm0
  else:
    normalized1 = unchecked_cast(bool, normalized)
    normalized2 = unchecked_cast(bool, normalized1)
    if normalized2:
      window_norm2 = True
    else:
      window_norm2 = False
    frame_length_norm, window_norm = False, window_norm2
  return (frame_length_norm, window_norm)

# code/__torch__/torchaudio/transforms/_transforms.py
class MFCC(Module):
  __parameters__ = []
  __buffers__ = ["dct_mat", ]
  dct_mat : Tensor
  training : bool
  _is_full_backward_hook : Optional[bool]
  norm : str
  amplitude_to_DB : __torch__.torchaudio.transforms._transforms.AmplitudeToDB
  MelSpectrogram : __torch__.torchaudio.transforms._transforms.MelSpectrogram
  sample_rate : Final[int] = 16000
  log_mels : Final[bool] = False
  top_db : Final[float] = 80.
  n_mfcc : Final[int] = 40
  dct_type : Final[int] = 2
  def forward(self: __torch__.torchaudio.transforms._transforms.MFCC,
    waveform: Tensor) -> Tensor:
    MelSpectrogram = self.MelSpectrogram
    mel_specgram = (MelSpectrogram).forward(waveform, )
    amplitude_to_DB = self.amplitude_to_DB
    mel_specgram0 = (amplitude_to_DB).forward(mel_specgram, )
    _0 = torch.transpose(mel_specgram0, -1, -2)
    dct_mat = self.dct_mat
    mfcc = torch.transpose(torch.matmul(_0, dct_mat), -1, -2)
    return mfcc
class AmplitudeToDB(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  stype : str
  top_db : float
  ref_value : Final[float] = 1.
  multiplier : Final[float] = 10.
  db_multiplier : Final[float] = 0.
  amin : Final[float] = 1e-10
  def forward(self: __torch__.torchaudio.transforms._transforms.AmplitudeToDB,
    x: Tensor) -> Tensor:
    _1 = __torch__.torchaudio.functional.functional.amplitude_to_DB
    top_db = self.top_db
    return _1(x, 10., 1e-10, 0., top_db, )
class MelSpectrogram(Module):
  __parameters__ = []
  __buffers__ = []
  training : bool
  _is_full_backward_hook : Optional[bool]
  power : float
  normalized : bool
  f_max : NoneType
  spectrogram : __torch__.torchaudio.transforms._transforms.Spectrogram
  mel_scale : __torch__.torchaudio.transforms._transforms.MelScale
  pad : Final[int] = 0
  sample_rate : Final[int] = 16000
  win_length : Final[int] = 400
  n_mels : Final[int] = 128
  n_fft : Final[int] = 400
  f_min : Final[float] = 0.
  hop_length : Final[int] = 200
  def forward(self: __torch__.torchaudio.transforms._transforms.MelSpectrogram,
    waveform: Tensor) -> Tensor:
    spectrogram = self.spectrogram
    specgram = (spectrogram).forward(waveform, )
    mel_scale = self.mel_scale
    return (mel_scale).forward(specgram, )
class Spectrogram(Module):
  __parameters__ = []
  __buffers__ = ["window", ]
  window : Tensor
  training : bool
  _is_full_backward_hook : Optional[bool]
  center : bool
  pad_mode : str
  onesided : bool
  pad : Final[int] = 0
  win_length : Final[int] = 400
  n_fft : Final[int] = 400
  hop_length : Final[int] = 200
  normalized : Final[bool] = False
  power : Final[float] = 2.
  def forward(self: __torch__.torchaudio.transforms._transforms.Spectrogram,
    waveform: Tensor) -> Tensor:
    _2 = __torch__.torchaudio.functional.functional.spectrogram
    window = self.window
    center = self.center
    pad_mode = self.pad_mode
    onesided = self.onesided
    _3 = _2(waveform, 0, window, 400, 200, 400, 2., False, center, pad_mode, onesided, None, )
    return _3
class MelScale(Module):
  __parameters__ = []
  __buffers__ = ["fb", ]
  fb : Tensor
  training : bool
  _is_full_backward_hook : Optional[bool]
  norm : NoneType
  mel_scale : str
  sample_rate : Final[int] = 16000
  f_min : Final[float] = 0.
  f_max : Final[float] = 8000.
  n_mels : Final[int] = 128
  def forward(self: __torch__.torchaudio.transforms._transforms.MelScale,
    specgram: Tensor) -> Tensor:
    _4 = torch.transpose(specgram, -1, -2)
    fb = self.fb
    mel_specgram = torch.transpose(torch.matmul(_4, fb), -1, -2)
    return mel_specgram
