# graph 1 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_waveform_ : torch.Tensor, L_window_ : torch.Tensor):
        l_waveform_ = L_waveform_
        l_window_ = L_window_

        # File: torchaudio/functional/functional.py:spectrogram, code: waveform = waveform.reshape(-1, shape[-1])
        waveform = l_waveform_.reshape(-1, 1600);  l_waveform_ = None

        # File: torchaudio/functional/functional.py:spectrogram, code: spec_f = torch.stft(
        spec_f = torch.functional.stft(input = waveform, n_fft = 400, hop_length = 200, win_length = 400, window = l_window_, center = True, pad_mode = 'reflect', normalized = False, onesided = True, return_complex = True);  waveform = l_window_ = None

        # File: torchaudio/functional/functional.py:spectrogram, code: spec_f = spec_f.reshape(shape[:-1] + spec_f.shape[-2:])
        spec_f_1 = spec_f.reshape((1, 201, 9));  spec_f = None

        # File: torchaudio/functional/functional.py:spectrogram, code: return spec_f.abs().pow(power)
        abs_1 = spec_f_1.abs();  spec_f_1 = None
        pow_1 = abs_1.pow(2.0);  abs_1 = None
        return (pow_1,)

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_ : torch.Tensor):
        specgram = L_stack0_

        # File: torchaudio/transforms/_transforms.py:MelScale.forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose = specgram.transpose(-1, -2);  specgram = None
        l__self___mel_scale_fb = self.L__self___mel_scale_fb
        matmul = torch.matmul(transpose, l__self___mel_scale_fb);  transpose = l__self___mel_scale_fb = None
        mel_specgram = matmul.transpose(-1, -2);  matmul = None
        return (mel_specgram,)
