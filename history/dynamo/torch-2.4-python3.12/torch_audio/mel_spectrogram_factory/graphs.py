# graph 1 of 2
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

# graph 2 of 2
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "f32[1, 201, 9]"):
        l_stack0_ = L_stack0_

        # File: torchaudio/transforms/_transforms.py:MelScale.forward in forward, code: mel_specgram = torch.matmul(specgram.transpose(-1, -2), self.fb).transpose(-1, -2)
        transpose: "f32[1, 9, 201]" = l_stack0_.transpose(-1, -2);  l_stack0_ = None
        l__self___mel_scale_fb: "f32[201, 128]" = self.L__self___mel_scale_fb
        matmul: "f32[1, 9, 128]" = torch.matmul(transpose, l__self___mel_scale_fb);  transpose = l__self___mel_scale_fb = None
        mel_specgram: "f32[1, 128, 9]" = matmul.transpose(-1, -2);  matmul = None
        return (mel_specgram,)
