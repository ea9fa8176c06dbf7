# graph 1 of 3
class GraphModule(torch.nn.Module):
    def forward(self, L_waveform_: "f32[1, 1600]", L_window_: "f32[400]"):
        l_waveform_ = L_waveform_
        l_window_ = L_window_

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: waveform = waveform.reshape(-1, shape[-1])
        waveform: "f32[1, 1600]" = l_waveform_.reshape(-1, 1600);  l_waveform_ = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: spec_f = torch.stft(
        spec_f: "c64[1, 201, 9]" = torch.functional.stft(input = waveform, n_fft = 400, hop_length = 200, win_length = 400, window = l_window_, center = True, pad_mode = 'reflect', normalized = False, onesided = True, return_complex = True);  waveform = l_window_ = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: spec_f = spec_f.reshape(shape[:-1] + spec_f.shape[-2:])
        spec_f_1: "c64[1, 201, 9]" = spec_f.reshape((1, 201, 9));  spec_f = None

        # File: torchaudio/functional/functional.py:spectrogram in torch_dynamo_resume_in_spectrogram_at_Spectrogram:96, code: return spec_f.abs().pow(power)
        abs_1: "f32[1, 201, 9]" = spec_f_1.abs();  spec_f_1 = None
        pow_1: "f32[1, 201, 9]" = abs_1.pow(2.0);  abs_1 = None
        return (pow_1,)

# graph 2 of 3
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "f32[1, 201, 9]"):
        l_stack0_ = L_stack0_

        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = l_stack0_.transpose(-1, -2);  l_stack0_ = None
        l__self___mel_scale_fb: "f32[201, 128]" = self.L__self___mel_scale_fb
        matmul: "f32[1, 9, 128]" = torch.matmul(transpose, l__self___mel_scale_fb);  transpose = l__self___mel_scale_fb = None
        mel_specgram: "f32[1, 128, 9]" = matmul.transpose(-1, -2);  matmul = None
        return (mel_specgram,)

# graph 3 of 3
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "f32[1, 128, 9]"):
        l_stack0_ = L_stack0_

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = multiplier * torch.log10(torch.clamp(x, min=amin))
        clamp: "f32[1, 128, 9]" = torch.clamp(l_stack0_, min = 1e-10);  l_stack0_ = None
        log10: "f32[1, 128, 9]" = torch.log10(clamp);  clamp = None
        x_db: "f32[1, 128, 9]" = 10.0 * log10;  log10 = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db -= multiplier * db_multiplier
        x_db -= 0.0;  x_db_1: "f32[1, 128, 9]" = x_db;  x_db = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = x_db.reshape(-1, packed_channels, shape[-2], shape[-1])
        x_db_2: "f32[1, 1, 128, 9]" = x_db_1.reshape(-1, 1, 128, 9);  x_db_1 = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = torch.max(x_db, (x_db.amax(dim=(-3, -2, -1)) - top_db).view(-1, 1, 1, 1))
        amax: "f32[1]" = x_db_2.amax(dim = (-3, -2, -1))
        sub: "f32[1]" = amax - 80.0;  amax = None
        view: "f32[1, 1, 1, 1]" = sub.view(-1, 1, 1, 1);  sub = None
        x_db_3: "f32[1, 1, 128, 9]" = torch.max(x_db_2, view);  x_db_2 = view = None

        # File: torchaudio/functional/functional.py:amplitude_to_DB in amplitude_to_DB, code: x_db = x_db.reshape(shape)
        x_db_4: "f32[1, 128, 9]" = x_db_3.reshape((1, 128, 9));  x_db_3 = None

        # File: torchaudio/transforms/_transforms.py:MFCC.forward in torch_dynamo_resume_in_forward_at_MFCC:76, code: mfcc = torch.matmul(mel_specgram.transpose(-1, -2), self.dct_mat).transpose(-1, -2)
        transpose: "f32[1, 9, 128]" = x_db_4.transpose(-1, -2);  x_db_4 = None
        l__self___dct_mat: "f32[128, 40]" = self.L__self___dct_mat
        matmul: "f32[1, 9, 40]" = torch.matmul(transpose, l__self___dct_mat);  transpose = l__self___dct_mat = None
        mfcc: "f32[1, 40, 9]" = matmul.transpose(-1, -2);  matmul = None
        return (mfcc,)
