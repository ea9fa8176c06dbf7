# graph 1 of 3
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

# graph 2 of 3
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_ : torch.Tensor):
        specgram = L_stack0_

        # File: torchaudio/transforms/_transforms.py:MelScale.forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose = specgram.transpose(-1, -2);  specgram = None
        l__self___mel_scale_fb = self.L__self___mel_scale_fb
        matmul = torch.matmul(transpose, l__self___mel_scale_fb);  transpose = l__self___mel_scale_fb = None
        mel_specgram = matmul.transpose(-1, -2);  matmul = None
        return (mel_specgram,)

# graph 3 of 3
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_ : torch.Tensor):
        mel_specgram = L_stack0_

        # File: torchaudio/functional/functional.py:amplitude_to_DB, code: x_db = multiplier * torch.log10(torch.clamp(x, min=amin))
        clamp = torch.clamp(mel_specgram, min = 1e-10);  mel_specgram = None
        log10 = torch.log10(clamp);  clamp = None
        x_db = 10.0 * log10;  log10 = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB, code: x_db -= multiplier * db_multiplier
        x_db -= 0.0;  x_db_1 = x_db;  x_db = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB, code: x_db = x_db.reshape(-1, packed_channels, shape[-2], shape[-1])
        x_db_2 = x_db_1.reshape(-1, 1, 128, 9);  x_db_1 = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB, code: x_db = torch.max(x_db, (x_db.amax(dim=(-3, -2, -1)) - top_db).view(-1, 1, 1, 1))
        amax = x_db_2.amax(dim = (-3, -2, -1))
        sub = amax - 80.0;  amax = None
        view = sub.view(-1, 1, 1, 1);  sub = None
        x_db_3 = torch.max(x_db_2, view);  x_db_2 = view = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB, code: x_db = x_db.reshape(shape)
        mel_specgram_1 = x_db_3.reshape((1, 128, 9));  x_db_3 = None

        # File: torchaudio/transforms/_transforms.py:MFCC.forward, code: mfcc = torch.matmul(mel_specgram.transpose(-1, -2), self.dct_mat).transpose(-1, -2)
        transpose = mel_specgram_1.transpose(-1, -2);  mel_specgram_1 = None
        l__self___dct_mat = self.L__self___dct_mat
        matmul = torch.matmul(transpose, l__self___dct_mat);  transpose = l__self___dct_mat = None
        mfcc = matmul.transpose(-1, -2);  matmul = None
        return (mfcc,)
