# backward graph 1 of 1
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 3, 3, 3]", primals_2: "f32[16]", primals_4: "f32[16, 1, 3, 3]", primals_5: "f32[16]", primals_7: "f32[8, 16, 1, 1]", primals_9: "f32[16, 8, 1, 1]", primals_11: "f32[16, 16, 1, 1]", primals_12: "f32[16]", primals_14: "f32[72, 16, 1, 1]", primals_15: "f32[72]", primals_17: "f32[72, 1, 3, 3]", primals_18: "f32[72]", primals_20: "f32[24, 72, 1, 1]", primals_21: "f32[24]", primals_23: "f32[88, 24, 1, 1]", primals_24: "f32[88]", primals_26: "f32[88, 1, 3, 3]", primals_27: "f32[88]", primals_29: "f32[24, 88, 1, 1]", primals_30: "f32[24]", primals_32: "f32[96, 24, 1, 1]", primals_33: "f32[96]", primals_35: "f32[96, 1, 5, 5]", primals_36: "f32[96]", primals_38: "f32[24, 96, 1, 1]", primals_40: "f32[96, 24, 1, 1]", primals_42: "f32[40, 96, 1, 1]", primals_43: "f32[40]", primals_45: "f32[240, 40, 1, 1]", primals_46: "f32[240]", primals_48: "f32[240, 1, 5, 5]", primals_49: "f32[240]", primals_51: "f32[64, 240, 1, 1]", primals_53: "f32[240, 64, 1, 1]", primals_55: "f32[40, 240, 1, 1]", primals_56: "f32[40]", primals_58: "f32[240, 40, 1, 1]", primals_59: "f32[240]", primals_61: "f32[240, 1, 5, 5]", primals_62: "f32[240]", primals_64: "f32[64, 240, 1, 1]", primals_66: "f32[240, 64, 1, 1]", primals_68: "f32[40, 240, 1, 1]", primals_69: "f32[40]", primals_71: "f32[120, 40, 1, 1]", primals_72: "f32[120]", primals_74: "f32[120, 1, 5, 5]", primals_75: "f32[120]", primals_77: "f32[32, 120, 1, 1]", primals_79: "f32[120, 32, 1, 1]", primals_81: "f32[48, 120, 1, 1]", primals_82: "f32[48]", primals_84: "f32[144, 48, 1, 1]", primals_85: "f32[144]", primals_87: "f32[144, 1, 5, 5]", primals_88: "f32[144]", primals_90: "f32[40, 144, 1, 1]", primals_92: "f32[144, 40, 1, 1]", primals_94: "f32[48, 144, 1, 1]", primals_95: "f32[48]", primals_97: "f32[288, 48, 1, 1]", primals_98: "f32[288]", primals_100: "f32[288, 1, 5, 5]", primals_101: "f32[288]", primals_103: "f32[72, 288, 1, 1]", primals_105: "f32[288, 72, 1, 1]", primals_107: "f32[96, 288, 1, 1]", primals_108: "f32[96]", primals_110: "f32[576, 96, 1, 1]", primals_111: "f32[576]", primals_113: "f32[576, 1, 5, 5]", primals_114: "f32[576]", primals_116: "f32[144, 576, 1, 1]", primals_118: "f32[576, 144, 1, 1]", primals_120: "f32[96, 576, 1, 1]", primals_121: "f32[96]", primals_123: "f32[576, 96, 1, 1]", primals_124: "f32[576]", primals_126: "f32[576, 1, 5, 5]", primals_127: "f32[576]", primals_129: "f32[144, 576, 1, 1]", primals_131: "f32[576, 144, 1, 1]", primals_133: "f32[96, 576, 1, 1]", primals_134: "f32[96]", primals_136: "f32[576, 96, 1, 1]", primals_137: "f32[576]", primals_143: "f32[16]", primals_144: "f32[16]", primals_146: "f32[16]", primals_147: "f32[16]", primals_149: "f32[16]", primals_150: "f32[16]", primals_152: "f32[72]", primals_153: "f32[72]", primals_155: "f32[72]", primals_156: "f32[72]", primals_158: "f32[24]", primals_159: "f32[24]", primals_161: "f32[88]", primals_162: "f32[88]", primals_164: "f32[88]", primals_165: "f32[88]", primals_167: "f32[24]", primals_168: "f32[24]", primals_170: "f32[96]", primals_171: "f32[96]", primals_173: "f32[96]", primals_174: "f32[96]", primals_176: "f32[40]", primals_177: "f32[40]", primals_179: "f32[240]", primals_180: "f32[240]", primals_182: "f32[240]", primals_183: "f32[240]", primals_185: "f32[40]", primals_186: "f32[40]", primals_188: "f32[240]", primals_189: "f32[240]", primals_191: "f32[240]", primals_192: "f32[240]", primals_194: "f32[40]", primals_195: "f32[40]", primals_197: "f32[120]", primals_198: "f32[120]", primals_200: "f32[120]", primals_201: "f32[120]", primals_203: "f32[48]", primals_204: "f32[48]", primals_206: "f32[144]", primals_207: "f32[144]", primals_209: "f32[144]", primals_210: "f32[144]", primals_212: "f32[48]", primals_213: "f32[48]", primals_215: "f32[288]", primals_216: "f32[288]", primals_218: "f32[288]", primals_219: "f32[288]", primals_221: "f32[96]", primals_222: "f32[96]", primals_224: "f32[576]", primals_225: "f32[576]", primals_227: "f32[576]", primals_228: "f32[576]", primals_230: "f32[96]", primals_231: "f32[96]", primals_233: "f32[576]", primals_234: "f32[576]", primals_236: "f32[576]", primals_237: "f32[576]", primals_239: "f32[96]", primals_240: "f32[96]", primals_242: "f32[576]", primals_243: "f32[576]", primals_245: "f32[1, 3, 64, 64]", convolution: "f32[1, 16, 32, 32]", getitem: "f32[1, 16, 32, 32]", getitem_1: "f32[0]", getitem_2: "f32[0]", hardswish: "f32[1, 16, 32, 32]", convolution_1: "f32[1, 16, 16, 16]", getitem_4: "f32[0]", getitem_5: "f32[0]", relu: "f32[1, 16, 16, 16]", mean: "f32[1, 16, 1, 1]", relu_1: "f32[1, 8, 1, 1]", convolution_3: "f32[1, 16, 1, 1]", hardsigmoid: "f32[1, 16, 1, 1]", mul: "f32[1, 16, 16, 16]", convolution_4: "f32[1, 16, 16, 16]", getitem_6: "f32[1, 16, 16, 16]", getitem_7: "f32[0]", getitem_8: "f32[0]", convolution_5: "f32[1, 72, 16, 16]", getitem_10: "f32[0]", getitem_11: "f32[0]", relu_2: "f32[1, 72, 16, 16]", convolution_6: "f32[1, 72, 8, 8]", getitem_13: "f32[0]", getitem_14: "f32[0]", relu_3: "f32[1, 72, 8, 8]", convolution_7: "f32[1, 24, 8, 8]", getitem_15: "f32[1, 24, 8, 8]", getitem_16: "f32[0]", getitem_17: "f32[0]", convolution_8: "f32[1, 88, 8, 8]", getitem_19: "f32[0]", getitem_20: "f32[0]", relu_4: "f32[1, 88, 8, 8]", convolution_9: "f32[1, 88, 8, 8]", getitem_22: "f32[0]", getitem_23: "f32[0]", relu_5: "f32[1, 88, 8, 8]", convolution_10: "f32[1, 24, 8, 8]", getitem_25: "f32[0]", getitem_26: "f32[0]", add: "f32[1, 24, 8, 8]", convolution_11: "f32[1, 96, 8, 8]", getitem_27: "f32[1, 96, 8, 8]", getitem_28: "f32[0]", getitem_29: "f32[0]", hardswish_1: "f32[1, 96, 8, 8]", convolution_12: "f32[1, 96, 4, 4]", getitem_30: "f32[1, 96, 4, 4]", getitem_31: "f32[0]", getitem_32: "f32[0]", hardswish_2: "f32[1, 96, 4, 4]", mean_1: "f32[1, 96, 1, 1]", relu_6: "f32[1, 24, 1, 1]", convolution_14: "f32[1, 96, 1, 1]", hardsigmoid_1: "f32[1, 96, 1, 1]", mul_1: "f32[1, 96, 4, 4]", convolution_15: "f32[1, 40, 4, 4]", getitem_33: "f32[1, 40, 4, 4]", getitem_34: "f32[0]", getitem_35: "f32[0]", convolution_16: "f32[1, 240, 4, 4]", getitem_36: "f32[1, 240, 4, 4]", getitem_37: "f32[0]", getitem_38: "f32[0]", hardswish_3: "f32[1, 240, 4, 4]", convolution_17: "f32[1, 240, 4, 4]", getitem_39: "f32[1, 240, 4, 4]", getitem_40: "f32[0]", getitem_41: "f32[0]", hardswish_4: "f32[1, 240, 4, 4]", mean_2: "f32[1, 240, 1, 1]", relu_7: "f32[1, 64, 1, 1]", convolution_19: "f32[1, 240, 1, 1]", hardsigmoid_2: "f32[1, 240, 1, 1]", mul_2: "f32[1, 240, 4, 4]", convolution_20: "f32[1, 40, 4, 4]", getitem_43: "f32[0]", getitem_44: "f32[0]", add_1: "f32[1, 40, 4, 4]", convolution_21: "f32[1, 240, 4, 4]", getitem_45: "f32[1, 240, 4, 4]", getitem_46: "f32[0]", getitem_47: "f32[0]", hardswish_5: "f32[1, 240, 4, 4]", convolution_22: "f32[1, 240, 4, 4]", getitem_48: "f32[1, 240, 4, 4]", getitem_49: "f32[0]", getitem_50: "f32[0]", hardswish_6: "f32[1, 240, 4, 4]", mean_3: "f32[1, 240, 1, 1]", relu_8: "f32[1, 64, 1, 1]", convolution_24: "f32[1, 240, 1, 1]", hardsigmoid_3: "f32[1, 240, 1, 1]", mul_3: "f32[1, 240, 4, 4]", convolution_25: "f32[1, 40, 4, 4]", getitem_52: "f32[0]", getitem_53: "f32[0]", add_2: "f32[1, 40, 4, 4]", convolution_26: "f32[1, 120, 4, 4]", getitem_54: "f32[1, 120, 4, 4]", getitem_55: "f32[0]", getitem_56: "f32[0]", hardswish_7: "f32[1, 120, 4, 4]", convolution_27: "f32[1, 120, 4, 4]", getitem_57: "f32[1, 120, 4, 4]", getitem_58: "f32[0]", getitem_59: "f32[0]", hardswish_8: "f32[1, 120, 4, 4]", mean_4: "f32[1, 120, 1, 1]", relu_9: "f32[1, 32, 1, 1]", convolution_29: "f32[1, 120, 1, 1]", hardsigmoid_4: "f32[1, 120, 1, 1]", mul_4: "f32[1, 120, 4, 4]", convolution_30: "f32[1, 48, 4, 4]", getitem_60: "f32[1, 48, 4, 4]", getitem_61: "f32[0]", getitem_62: "f32[0]", convolution_31: "f32[1, 144, 4, 4]", getitem_63: "f32[1, 144, 4, 4]", getitem_64: "f32[0]", getitem_65: "f32[0]", hardswish_9: "f32[1, 144, 4, 4]", convolution_32: "f32[1, 144, 4, 4]", getitem_66: "f32[1, 144, 4, 4]", getitem_67: "f32[0]", getitem_68: "f32[0]", hardswish_10: "f32[1, 144, 4, 4]", mean_5: "f32[1, 144, 1, 1]", relu_10: "f32[1, 40, 1, 1]", convolution_34: "f32[1, 144, 1, 1]", hardsigmoid_5: "f32[1, 144, 1, 1]", mul_5: "f32[1, 144, 4, 4]", convolution_35: "f32[1, 48, 4, 4]", getitem_70: "f32[0]", getitem_71: "f32[0]", add_3: "f32[1, 48, 4, 4]", convolution_36: "f32[1, 288, 4, 4]", getitem_72: "f32[1, 288, 4, 4]", getitem_73: "f32[0]", getitem_74: "f32[0]", hardswish_11: "f32[1, 288, 4, 4]", convolution_37: "f32[1, 288, 2, 2]", getitem_75: "f32[1, 288, 2, 2]", getitem_76: "f32[0]", getitem_77: "f32[0]", hardswish_12: "f32[1, 288, 2, 2]", mean_6: "f32[1, 288, 1, 1]", relu_11: "f32[1, 72, 1, 1]", convolution_39: "f32[1, 288, 1, 1]", hardsigmoid_6: "f32[1, 288, 1, 1]", mul_6: "f32[1, 288, 2, 2]", convolution_40: "f32[1, 96, 2, 2]", getitem_78: "f32[1, 96, 2, 2]", getitem_79: "f32[0]", getitem_80: "f32[0]", convolution_41: "f32[1, 576, 2, 2]", getitem_81: "f32[1, 576, 2, 2]", getitem_82: "f32[0]", getitem_83: "f32[0]", hardswish_13: "f32[1, 576, 2, 2]", convolution_42: "f32[1, 576, 2, 2]", getitem_84: "f32[1, 576, 2, 2]", getitem_85: "f32[0]", getitem_86: "f32[0]", hardswish_14: "f32[1, 576, 2, 2]", mean_7: "f32[1, 576, 1, 1]", relu_12: "f32[1, 144, 1, 1]", convolution_44: "f32[1, 576, 1, 1]", hardsigmoid_7: "f32[1, 576, 1, 1]", mul_7: "f32[1, 576, 2, 2]", convolution_45: "f32[1, 96, 2, 2]", getitem_88: "f32[0]", getitem_89: "f32[0]", add_4: "f32[1, 96, 2, 2]", convolution_46: "f32[1, 576, 2, 2]", getitem_90: "f32[1, 576, 2, 2]", getitem_91: "f32[0]", getitem_92: "f32[0]", hardswish_15: "f32[1, 576, 2, 2]", convolution_47: "f32[1, 576, 2, 2]", getitem_93: "f32[1, 576, 2, 2]", getitem_94: "f32[0]", getitem_95: "f32[0]", hardswish_16: "f32[1, 576, 2, 2]", mean_8: "f32[1, 576, 1, 1]", relu_13: "f32[1, 144, 1, 1]", convolution_49: "f32[1, 576, 1, 1]", hardsigmoid_8: "f32[1, 576, 1, 1]", mul_8: "f32[1, 576, 2, 2]", convolution_50: "f32[1, 96, 2, 2]", getitem_97: "f32[0]", getitem_98: "f32[0]", add_5: "f32[1, 96, 2, 2]", convolution_51: "f32[1, 576, 2, 2]", getitem_99: "f32[1, 576, 2, 2]", getitem_100: "f32[0]", getitem_101: "f32[0]", view: "f32[1, 576]", t: "f32[576, 1024]", addmm: "f32[1, 1024]", hardswish_18: "f32[1, 1024]", t_1: "f32[1024, 1000]", tangents_1: "f32[1, 1000]"):
        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        clone: "f32[1, 16, 32, 32]" = torch.ops.aten.clone.default(getitem);  getitem = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_2: "f32[1, 8, 1, 1]" = torch.ops.aten.detach.default(relu_1)
        detach_3: "f32[1, 8, 1, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_1: "f32[1, 96, 8, 8]" = torch.ops.aten.clone.default(getitem_27);  getitem_27 = None
        clone_2: "f32[1, 96, 4, 4]" = torch.ops.aten.clone.default(getitem_30);  getitem_30 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_12: "f32[1, 24, 1, 1]" = torch.ops.aten.detach.default(relu_6)
        detach_13: "f32[1, 24, 1, 1]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_3: "f32[1, 240, 4, 4]" = torch.ops.aten.clone.default(getitem_36);  getitem_36 = None
        clone_4: "f32[1, 240, 4, 4]" = torch.ops.aten.clone.default(getitem_39);  getitem_39 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_14: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(relu_7)
        detach_15: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_5: "f32[1, 240, 4, 4]" = torch.ops.aten.clone.default(getitem_45);  getitem_45 = None
        clone_6: "f32[1, 240, 4, 4]" = torch.ops.aten.clone.default(getitem_48);  getitem_48 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_16: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(relu_8)
        detach_17: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_7: "f32[1, 120, 4, 4]" = torch.ops.aten.clone.default(getitem_54);  getitem_54 = None
        clone_8: "f32[1, 120, 4, 4]" = torch.ops.aten.clone.default(getitem_57);  getitem_57 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_18: "f32[1, 32, 1, 1]" = torch.ops.aten.detach.default(relu_9)
        detach_19: "f32[1, 32, 1, 1]" = torch.ops.aten.detach.default(detach_18);  detach_18 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_9: "f32[1, 144, 4, 4]" = torch.ops.aten.clone.default(getitem_63);  getitem_63 = None
        clone_10: "f32[1, 144, 4, 4]" = torch.ops.aten.clone.default(getitem_66);  getitem_66 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_20: "f32[1, 40, 1, 1]" = torch.ops.aten.detach.default(relu_10)
        detach_21: "f32[1, 40, 1, 1]" = torch.ops.aten.detach.default(detach_20);  detach_20 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_11: "f32[1, 288, 4, 4]" = torch.ops.aten.clone.default(getitem_72);  getitem_72 = None
        clone_12: "f32[1, 288, 2, 2]" = torch.ops.aten.clone.default(getitem_75);  getitem_75 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_22: "f32[1, 72, 1, 1]" = torch.ops.aten.detach.default(relu_11)
        detach_23: "f32[1, 72, 1, 1]" = torch.ops.aten.detach.default(detach_22);  detach_22 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_13: "f32[1, 576, 2, 2]" = torch.ops.aten.clone.default(getitem_81);  getitem_81 = None
        clone_14: "f32[1, 576, 2, 2]" = torch.ops.aten.clone.default(getitem_84);  getitem_84 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_24: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(relu_12)
        detach_25: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(detach_24);  detach_24 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        clone_15: "f32[1, 576, 2, 2]" = torch.ops.aten.clone.default(getitem_90);  getitem_90 = None
        clone_16: "f32[1, 576, 2, 2]" = torch.ops.aten.clone.default(getitem_93);  getitem_93 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_26: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(relu_13)
        detach_27: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(detach_26);  detach_26 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        clone_17: "f32[1, 576, 2, 2]" = torch.ops.aten.clone.default(getitem_99);  getitem_99 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.classifier(x)
        clone_18: "f32[1, 1024]" = torch.ops.aten.clone.default(addmm);  addmm = None
        t_2: "f32[1000, 1024]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[1, 1024]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[1000, 1]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[1000, 1024]" = torch.ops.aten.mm.default(t_3, hardswish_18);  t_3 = hardswish_18 = None
        t_4: "f32[1024, 1000]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 1000]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[1000]" = torch.ops.aten.view.default(sum_1, [1000]);  sum_1 = None
        t_5: "f32[1000, 1024]" = torch.ops.aten.t.default(t_4);  t_4 = None
        hardswish_backward: "f32[1, 1024]" = torch.ops.aten.hardswish_backward.default(mm, clone_18);  mm = clone_18 = None
        t_6: "f32[1024, 576]" = torch.ops.aten.t.default(t);  t = None
        mm_2: "f32[1, 576]" = torch.ops.aten.mm.default(hardswish_backward, t_6);  t_6 = None
        t_7: "f32[1024, 1]" = torch.ops.aten.t.default(hardswish_backward)
        mm_3: "f32[1024, 576]" = torch.ops.aten.mm.default(t_7, view);  t_7 = view = None
        t_8: "f32[576, 1024]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(hardswish_backward, [0], True);  hardswish_backward = None
        view_2: "f32[1024]" = torch.ops.aten.view.default(sum_2, [1024]);  sum_2 = None
        t_9: "f32[1024, 576]" = torch.ops.aten.t.default(t_8);  t_8 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = torch.flatten(x, 1)
        view_3: "f32[1, 576, 1, 1]" = torch.ops.aten.view.default(mm_2, [1, 576, 1, 1]);  mm_2 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.avgpool(x)
        expand: "f32[1, 576, 2, 2]" = torch.ops.aten.expand.default(view_3, [1, 576, 2, 2]);  view_3 = None
        div: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Scalar(expand, 4);  expand = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        hardswish_backward_1: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_backward.default(div, clone_17);  div = clone_17 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_1, convolution_51, primals_137, primals_242, primals_243, getitem_100, getitem_101, False, 0.001, [True, True, True]);  hardswish_backward_1 = convolution_51 = primals_137 = primals_242 = primals_243 = getitem_100 = getitem_101 = None
        getitem_102: "f32[1, 576, 2, 2]" = native_batch_norm_backward[0]
        getitem_103: "f32[576]" = native_batch_norm_backward[1]
        getitem_104: "f32[576]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_102, add_5, primals_136, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_102 = add_5 = primals_136 = None
        getitem_105: "f32[1, 96, 2, 2]" = convolution_backward[0]
        getitem_106: "f32[576, 96, 1, 1]" = convolution_backward[1];  convolution_backward = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(getitem_105, convolution_50, primals_134, primals_239, primals_240, getitem_97, getitem_98, False, 0.001, [True, True, True]);  convolution_50 = primals_134 = primals_239 = primals_240 = getitem_97 = getitem_98 = None
        getitem_108: "f32[1, 96, 2, 2]" = native_batch_norm_backward_1[0]
        getitem_109: "f32[96]" = native_batch_norm_backward_1[1]
        getitem_110: "f32[96]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_108, mul_8, primals_133, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_108 = mul_8 = primals_133 = None
        getitem_111: "f32[1, 576, 2, 2]" = convolution_backward_1[0]
        getitem_112: "f32[96, 576, 1, 1]" = convolution_backward_1[1];  convolution_backward_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_9: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_111, hardsigmoid_8);  hardsigmoid_8 = None
        mul_10: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_111, hardswish_16);  getitem_111 = hardswish_16 = None
        sum_3: "f32[1, 576, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_10, [2, 3], True);  mul_10 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_3, convolution_49);  sum_3 = convolution_49 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward, relu_13, primals_131, [576], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward = relu_13 = primals_131 = None
        getitem_114: "f32[1, 144, 1, 1]" = convolution_backward_2[0]
        getitem_115: "f32[576, 144, 1, 1]" = convolution_backward_2[1]
        getitem_116: "f32[576]" = convolution_backward_2[2];  convolution_backward_2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_28: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(detach_27);  detach_27 = None
        detach_29: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(detach_28);  detach_28 = None
        threshold_backward: "f32[1, 144, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_114, detach_29, 0);  getitem_114 = detach_29 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(threshold_backward, mean_8, primals_129, [144], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = mean_8 = primals_129 = None
        getitem_117: "f32[1, 576, 1, 1]" = convolution_backward_3[0]
        getitem_118: "f32[144, 576, 1, 1]" = convolution_backward_3[1]
        getitem_119: "f32[144]" = convolution_backward_3[2];  convolution_backward_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_1: "f32[1, 576, 2, 2]" = torch.ops.aten.expand.default(getitem_117, [1, 576, 2, 2]);  getitem_117 = None
        div_1: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_6: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(mul_9, div_1);  mul_9 = div_1 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_2: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_backward.default(add_6, clone_16);  add_6 = clone_16 = None
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_2, convolution_47, primals_127, primals_236, primals_237, getitem_94, getitem_95, False, 0.001, [True, True, True]);  hardswish_backward_2 = convolution_47 = primals_127 = primals_236 = primals_237 = getitem_94 = getitem_95 = None
        getitem_120: "f32[1, 576, 2, 2]" = native_batch_norm_backward_2[0]
        getitem_121: "f32[576]" = native_batch_norm_backward_2[1]
        getitem_122: "f32[576]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_120, hardswish_15, primals_126, [0], [1, 1], [2, 2], [1, 1], False, [0, 0], 576, [True, True, False]);  getitem_120 = hardswish_15 = primals_126 = None
        getitem_123: "f32[1, 576, 2, 2]" = convolution_backward_4[0]
        getitem_124: "f32[576, 1, 5, 5]" = convolution_backward_4[1];  convolution_backward_4 = None
        hardswish_backward_3: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_backward.default(getitem_123, clone_15);  getitem_123 = clone_15 = None
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_3, convolution_46, primals_124, primals_233, primals_234, getitem_91, getitem_92, False, 0.001, [True, True, True]);  hardswish_backward_3 = convolution_46 = primals_124 = primals_233 = primals_234 = getitem_91 = getitem_92 = None
        getitem_126: "f32[1, 576, 2, 2]" = native_batch_norm_backward_3[0]
        getitem_127: "f32[576]" = native_batch_norm_backward_3[1]
        getitem_128: "f32[576]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_126, add_4, primals_123, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_126 = add_4 = primals_123 = None
        getitem_129: "f32[1, 96, 2, 2]" = convolution_backward_5[0]
        getitem_130: "f32[576, 96, 1, 1]" = convolution_backward_5[1];  convolution_backward_5 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        add_7: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(getitem_105, getitem_129);  getitem_105 = getitem_129 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(add_7, convolution_45, primals_121, primals_230, primals_231, getitem_88, getitem_89, False, 0.001, [True, True, True]);  convolution_45 = primals_121 = primals_230 = primals_231 = getitem_88 = getitem_89 = None
        getitem_132: "f32[1, 96, 2, 2]" = native_batch_norm_backward_4[0]
        getitem_133: "f32[96]" = native_batch_norm_backward_4[1]
        getitem_134: "f32[96]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_132, mul_7, primals_120, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_132 = mul_7 = primals_120 = None
        getitem_135: "f32[1, 576, 2, 2]" = convolution_backward_6[0]
        getitem_136: "f32[96, 576, 1, 1]" = convolution_backward_6[1];  convolution_backward_6 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_11: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_135, hardsigmoid_7);  hardsigmoid_7 = None
        mul_12: "f32[1, 576, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_135, hardswish_14);  getitem_135 = hardswish_14 = None
        sum_4: "f32[1, 576, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_12, [2, 3], True);  mul_12 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_1: "f32[1, 576, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_4, convolution_44);  sum_4 = convolution_44 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_1, relu_12, primals_118, [576], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_1 = relu_12 = primals_118 = None
        getitem_138: "f32[1, 144, 1, 1]" = convolution_backward_7[0]
        getitem_139: "f32[576, 144, 1, 1]" = convolution_backward_7[1]
        getitem_140: "f32[576]" = convolution_backward_7[2];  convolution_backward_7 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_30: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(detach_25);  detach_25 = None
        detach_31: "f32[1, 144, 1, 1]" = torch.ops.aten.detach.default(detach_30);  detach_30 = None
        threshold_backward_1: "f32[1, 144, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_138, detach_31, 0);  getitem_138 = detach_31 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(threshold_backward_1, mean_7, primals_116, [144], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_1 = mean_7 = primals_116 = None
        getitem_141: "f32[1, 576, 1, 1]" = convolution_backward_8[0]
        getitem_142: "f32[144, 576, 1, 1]" = convolution_backward_8[1]
        getitem_143: "f32[144]" = convolution_backward_8[2];  convolution_backward_8 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_2: "f32[1, 576, 2, 2]" = torch.ops.aten.expand.default(getitem_141, [1, 576, 2, 2]);  getitem_141 = None
        div_2: "f32[1, 576, 2, 2]" = torch.ops.aten.div.Scalar(expand_2, 4);  expand_2 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_8: "f32[1, 576, 2, 2]" = torch.ops.aten.add.Tensor(mul_11, div_2);  mul_11 = div_2 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_4: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_backward.default(add_8, clone_14);  add_8 = clone_14 = None
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_4, convolution_42, primals_114, primals_227, primals_228, getitem_85, getitem_86, False, 0.001, [True, True, True]);  hardswish_backward_4 = convolution_42 = primals_114 = primals_227 = primals_228 = getitem_85 = getitem_86 = None
        getitem_144: "f32[1, 576, 2, 2]" = native_batch_norm_backward_5[0]
        getitem_145: "f32[576]" = native_batch_norm_backward_5[1]
        getitem_146: "f32[576]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_144, hardswish_13, primals_113, [0], [1, 1], [2, 2], [1, 1], False, [0, 0], 576, [True, True, False]);  getitem_144 = hardswish_13 = primals_113 = None
        getitem_147: "f32[1, 576, 2, 2]" = convolution_backward_9[0]
        getitem_148: "f32[576, 1, 5, 5]" = convolution_backward_9[1];  convolution_backward_9 = None
        hardswish_backward_5: "f32[1, 576, 2, 2]" = torch.ops.aten.hardswish_backward.default(getitem_147, clone_13);  getitem_147 = clone_13 = None
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_5, convolution_41, primals_111, primals_224, primals_225, getitem_82, getitem_83, False, 0.001, [True, True, True]);  hardswish_backward_5 = convolution_41 = primals_111 = primals_224 = primals_225 = getitem_82 = getitem_83 = None
        getitem_150: "f32[1, 576, 2, 2]" = native_batch_norm_backward_6[0]
        getitem_151: "f32[576]" = native_batch_norm_backward_6[1]
        getitem_152: "f32[576]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_150, getitem_78, primals_110, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_150 = getitem_78 = primals_110 = None
        getitem_153: "f32[1, 96, 2, 2]" = convolution_backward_10[0]
        getitem_154: "f32[576, 96, 1, 1]" = convolution_backward_10[1];  convolution_backward_10 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        add_9: "f32[1, 96, 2, 2]" = torch.ops.aten.add.Tensor(add_7, getitem_153);  add_7 = getitem_153 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(add_9, convolution_40, primals_108, primals_221, primals_222, getitem_79, getitem_80, False, 0.001, [True, True, True]);  add_9 = convolution_40 = primals_108 = primals_221 = primals_222 = getitem_79 = getitem_80 = None
        getitem_156: "f32[1, 96, 2, 2]" = native_batch_norm_backward_7[0]
        getitem_157: "f32[96]" = native_batch_norm_backward_7[1]
        getitem_158: "f32[96]" = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_156, mul_6, primals_107, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_156 = mul_6 = primals_107 = None
        getitem_159: "f32[1, 288, 2, 2]" = convolution_backward_11[0]
        getitem_160: "f32[96, 288, 1, 1]" = convolution_backward_11[1];  convolution_backward_11 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_13: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_159, hardsigmoid_6);  hardsigmoid_6 = None
        mul_14: "f32[1, 288, 2, 2]" = torch.ops.aten.mul.Tensor(getitem_159, hardswish_12);  getitem_159 = hardswish_12 = None
        sum_5: "f32[1, 288, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_14, [2, 3], True);  mul_14 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_2: "f32[1, 288, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_5, convolution_39);  sum_5 = convolution_39 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_2, relu_11, primals_105, [288], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_2 = relu_11 = primals_105 = None
        getitem_162: "f32[1, 72, 1, 1]" = convolution_backward_12[0]
        getitem_163: "f32[288, 72, 1, 1]" = convolution_backward_12[1]
        getitem_164: "f32[288]" = convolution_backward_12[2];  convolution_backward_12 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_32: "f32[1, 72, 1, 1]" = torch.ops.aten.detach.default(detach_23);  detach_23 = None
        detach_33: "f32[1, 72, 1, 1]" = torch.ops.aten.detach.default(detach_32);  detach_32 = None
        threshold_backward_2: "f32[1, 72, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_162, detach_33, 0);  getitem_162 = detach_33 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(threshold_backward_2, mean_6, primals_103, [72], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_2 = mean_6 = primals_103 = None
        getitem_165: "f32[1, 288, 1, 1]" = convolution_backward_13[0]
        getitem_166: "f32[72, 288, 1, 1]" = convolution_backward_13[1]
        getitem_167: "f32[72]" = convolution_backward_13[2];  convolution_backward_13 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_3: "f32[1, 288, 2, 2]" = torch.ops.aten.expand.default(getitem_165, [1, 288, 2, 2]);  getitem_165 = None
        div_3: "f32[1, 288, 2, 2]" = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_10: "f32[1, 288, 2, 2]" = torch.ops.aten.add.Tensor(mul_13, div_3);  mul_13 = div_3 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_6: "f32[1, 288, 2, 2]" = torch.ops.aten.hardswish_backward.default(add_10, clone_12);  add_10 = clone_12 = None
        native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_6, convolution_37, primals_101, primals_218, primals_219, getitem_76, getitem_77, False, 0.001, [True, True, True]);  hardswish_backward_6 = convolution_37 = primals_101 = primals_218 = primals_219 = getitem_76 = getitem_77 = None
        getitem_168: "f32[1, 288, 2, 2]" = native_batch_norm_backward_8[0]
        getitem_169: "f32[288]" = native_batch_norm_backward_8[1]
        getitem_170: "f32[288]" = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
        convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_168, hardswish_11, primals_100, [0], [2, 2], [2, 2], [1, 1], False, [0, 0], 288, [True, True, False]);  getitem_168 = hardswish_11 = primals_100 = None
        getitem_171: "f32[1, 288, 4, 4]" = convolution_backward_14[0]
        getitem_172: "f32[288, 1, 5, 5]" = convolution_backward_14[1];  convolution_backward_14 = None
        hardswish_backward_7: "f32[1, 288, 4, 4]" = torch.ops.aten.hardswish_backward.default(getitem_171, clone_11);  getitem_171 = clone_11 = None
        native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_7, convolution_36, primals_98, primals_215, primals_216, getitem_73, getitem_74, False, 0.001, [True, True, True]);  hardswish_backward_7 = convolution_36 = primals_98 = primals_215 = primals_216 = getitem_73 = getitem_74 = None
        getitem_174: "f32[1, 288, 4, 4]" = native_batch_norm_backward_9[0]
        getitem_175: "f32[288]" = native_batch_norm_backward_9[1]
        getitem_176: "f32[288]" = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
        convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_174, add_3, primals_97, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_174 = add_3 = primals_97 = None
        getitem_177: "f32[1, 48, 4, 4]" = convolution_backward_15[0]
        getitem_178: "f32[288, 48, 1, 1]" = convolution_backward_15[1];  convolution_backward_15 = None
        native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(getitem_177, convolution_35, primals_95, primals_212, primals_213, getitem_70, getitem_71, False, 0.001, [True, True, True]);  convolution_35 = primals_95 = primals_212 = primals_213 = getitem_70 = getitem_71 = None
        getitem_180: "f32[1, 48, 4, 4]" = native_batch_norm_backward_10[0]
        getitem_181: "f32[48]" = native_batch_norm_backward_10[1]
        getitem_182: "f32[48]" = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
        convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_180, mul_5, primals_94, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_180 = mul_5 = primals_94 = None
        getitem_183: "f32[1, 144, 4, 4]" = convolution_backward_16[0]
        getitem_184: "f32[48, 144, 1, 1]" = convolution_backward_16[1];  convolution_backward_16 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_15: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_183, hardsigmoid_5);  hardsigmoid_5 = None
        mul_16: "f32[1, 144, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_183, hardswish_10);  getitem_183 = hardswish_10 = None
        sum_6: "f32[1, 144, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_16, [2, 3], True);  mul_16 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_3: "f32[1, 144, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_6, convolution_34);  sum_6 = convolution_34 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_17 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_3, relu_10, primals_92, [144], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_3 = relu_10 = primals_92 = None
        getitem_186: "f32[1, 40, 1, 1]" = convolution_backward_17[0]
        getitem_187: "f32[144, 40, 1, 1]" = convolution_backward_17[1]
        getitem_188: "f32[144]" = convolution_backward_17[2];  convolution_backward_17 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_34: "f32[1, 40, 1, 1]" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        detach_35: "f32[1, 40, 1, 1]" = torch.ops.aten.detach.default(detach_34);  detach_34 = None
        threshold_backward_3: "f32[1, 40, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_186, detach_35, 0);  getitem_186 = detach_35 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_18 = torch.ops.aten.convolution_backward.default(threshold_backward_3, mean_5, primals_90, [40], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_3 = mean_5 = primals_90 = None
        getitem_189: "f32[1, 144, 1, 1]" = convolution_backward_18[0]
        getitem_190: "f32[40, 144, 1, 1]" = convolution_backward_18[1]
        getitem_191: "f32[40]" = convolution_backward_18[2];  convolution_backward_18 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_4: "f32[1, 144, 4, 4]" = torch.ops.aten.expand.default(getitem_189, [1, 144, 4, 4]);  getitem_189 = None
        div_4: "f32[1, 144, 4, 4]" = torch.ops.aten.div.Scalar(expand_4, 16);  expand_4 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_11: "f32[1, 144, 4, 4]" = torch.ops.aten.add.Tensor(mul_15, div_4);  mul_15 = div_4 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_8: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish_backward.default(add_11, clone_10);  add_11 = clone_10 = None
        native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_8, convolution_32, primals_88, primals_209, primals_210, getitem_67, getitem_68, False, 0.001, [True, True, True]);  hardswish_backward_8 = convolution_32 = primals_88 = primals_209 = primals_210 = getitem_67 = getitem_68 = None
        getitem_192: "f32[1, 144, 4, 4]" = native_batch_norm_backward_11[0]
        getitem_193: "f32[144]" = native_batch_norm_backward_11[1]
        getitem_194: "f32[144]" = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
        convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_192, hardswish_9, primals_87, [0], [1, 1], [2, 2], [1, 1], False, [0, 0], 144, [True, True, False]);  getitem_192 = hardswish_9 = primals_87 = None
        getitem_195: "f32[1, 144, 4, 4]" = convolution_backward_19[0]
        getitem_196: "f32[144, 1, 5, 5]" = convolution_backward_19[1];  convolution_backward_19 = None
        hardswish_backward_9: "f32[1, 144, 4, 4]" = torch.ops.aten.hardswish_backward.default(getitem_195, clone_9);  getitem_195 = clone_9 = None
        native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_9, convolution_31, primals_85, primals_206, primals_207, getitem_64, getitem_65, False, 0.001, [True, True, True]);  hardswish_backward_9 = convolution_31 = primals_85 = primals_206 = primals_207 = getitem_64 = getitem_65 = None
        getitem_198: "f32[1, 144, 4, 4]" = native_batch_norm_backward_12[0]
        getitem_199: "f32[144]" = native_batch_norm_backward_12[1]
        getitem_200: "f32[144]" = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
        convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_198, getitem_60, primals_84, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_198 = getitem_60 = primals_84 = None
        getitem_201: "f32[1, 48, 4, 4]" = convolution_backward_20[0]
        getitem_202: "f32[144, 48, 1, 1]" = convolution_backward_20[1];  convolution_backward_20 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        add_12: "f32[1, 48, 4, 4]" = torch.ops.aten.add.Tensor(getitem_177, getitem_201);  getitem_177 = getitem_201 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(add_12, convolution_30, primals_82, primals_203, primals_204, getitem_61, getitem_62, False, 0.001, [True, True, True]);  add_12 = convolution_30 = primals_82 = primals_203 = primals_204 = getitem_61 = getitem_62 = None
        getitem_204: "f32[1, 48, 4, 4]" = native_batch_norm_backward_13[0]
        getitem_205: "f32[48]" = native_batch_norm_backward_13[1]
        getitem_206: "f32[48]" = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
        convolution_backward_21 = torch.ops.aten.convolution_backward.default(getitem_204, mul_4, primals_81, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_204 = mul_4 = primals_81 = None
        getitem_207: "f32[1, 120, 4, 4]" = convolution_backward_21[0]
        getitem_208: "f32[48, 120, 1, 1]" = convolution_backward_21[1];  convolution_backward_21 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_17: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_207, hardsigmoid_4);  hardsigmoid_4 = None
        mul_18: "f32[1, 120, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_207, hardswish_8);  getitem_207 = hardswish_8 = None
        sum_7: "f32[1, 120, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_18, [2, 3], True);  mul_18 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_4: "f32[1, 120, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_7, convolution_29);  sum_7 = convolution_29 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_22 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_4, relu_9, primals_79, [120], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_4 = relu_9 = primals_79 = None
        getitem_210: "f32[1, 32, 1, 1]" = convolution_backward_22[0]
        getitem_211: "f32[120, 32, 1, 1]" = convolution_backward_22[1]
        getitem_212: "f32[120]" = convolution_backward_22[2];  convolution_backward_22 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_36: "f32[1, 32, 1, 1]" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        detach_37: "f32[1, 32, 1, 1]" = torch.ops.aten.detach.default(detach_36);  detach_36 = None
        threshold_backward_4: "f32[1, 32, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_210, detach_37, 0);  getitem_210 = detach_37 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_23 = torch.ops.aten.convolution_backward.default(threshold_backward_4, mean_4, primals_77, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_4 = mean_4 = primals_77 = None
        getitem_213: "f32[1, 120, 1, 1]" = convolution_backward_23[0]
        getitem_214: "f32[32, 120, 1, 1]" = convolution_backward_23[1]
        getitem_215: "f32[32]" = convolution_backward_23[2];  convolution_backward_23 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_5: "f32[1, 120, 4, 4]" = torch.ops.aten.expand.default(getitem_213, [1, 120, 4, 4]);  getitem_213 = None
        div_5: "f32[1, 120, 4, 4]" = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_13: "f32[1, 120, 4, 4]" = torch.ops.aten.add.Tensor(mul_17, div_5);  mul_17 = div_5 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_10: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish_backward.default(add_13, clone_8);  add_13 = clone_8 = None
        native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_10, convolution_27, primals_75, primals_200, primals_201, getitem_58, getitem_59, False, 0.001, [True, True, True]);  hardswish_backward_10 = convolution_27 = primals_75 = primals_200 = primals_201 = getitem_58 = getitem_59 = None
        getitem_216: "f32[1, 120, 4, 4]" = native_batch_norm_backward_14[0]
        getitem_217: "f32[120]" = native_batch_norm_backward_14[1]
        getitem_218: "f32[120]" = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
        convolution_backward_24 = torch.ops.aten.convolution_backward.default(getitem_216, hardswish_7, primals_74, [0], [1, 1], [2, 2], [1, 1], False, [0, 0], 120, [True, True, False]);  getitem_216 = hardswish_7 = primals_74 = None
        getitem_219: "f32[1, 120, 4, 4]" = convolution_backward_24[0]
        getitem_220: "f32[120, 1, 5, 5]" = convolution_backward_24[1];  convolution_backward_24 = None
        hardswish_backward_11: "f32[1, 120, 4, 4]" = torch.ops.aten.hardswish_backward.default(getitem_219, clone_7);  getitem_219 = clone_7 = None
        native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_11, convolution_26, primals_72, primals_197, primals_198, getitem_55, getitem_56, False, 0.001, [True, True, True]);  hardswish_backward_11 = convolution_26 = primals_72 = primals_197 = primals_198 = getitem_55 = getitem_56 = None
        getitem_222: "f32[1, 120, 4, 4]" = native_batch_norm_backward_15[0]
        getitem_223: "f32[120]" = native_batch_norm_backward_15[1]
        getitem_224: "f32[120]" = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
        convolution_backward_25 = torch.ops.aten.convolution_backward.default(getitem_222, add_2, primals_71, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_222 = add_2 = primals_71 = None
        getitem_225: "f32[1, 40, 4, 4]" = convolution_backward_25[0]
        getitem_226: "f32[120, 40, 1, 1]" = convolution_backward_25[1];  convolution_backward_25 = None
        native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(getitem_225, convolution_25, primals_69, primals_194, primals_195, getitem_52, getitem_53, False, 0.001, [True, True, True]);  convolution_25 = primals_69 = primals_194 = primals_195 = getitem_52 = getitem_53 = None
        getitem_228: "f32[1, 40, 4, 4]" = native_batch_norm_backward_16[0]
        getitem_229: "f32[40]" = native_batch_norm_backward_16[1]
        getitem_230: "f32[40]" = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
        convolution_backward_26 = torch.ops.aten.convolution_backward.default(getitem_228, mul_3, primals_68, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_228 = mul_3 = primals_68 = None
        getitem_231: "f32[1, 240, 4, 4]" = convolution_backward_26[0]
        getitem_232: "f32[40, 240, 1, 1]" = convolution_backward_26[1];  convolution_backward_26 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_19: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_231, hardsigmoid_3);  hardsigmoid_3 = None
        mul_20: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_231, hardswish_6);  getitem_231 = hardswish_6 = None
        sum_8: "f32[1, 240, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_20, [2, 3], True);  mul_20 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_5: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_8, convolution_24);  sum_8 = convolution_24 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_27 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_5, relu_8, primals_66, [240], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_5 = relu_8 = primals_66 = None
        getitem_234: "f32[1, 64, 1, 1]" = convolution_backward_27[0]
        getitem_235: "f32[240, 64, 1, 1]" = convolution_backward_27[1]
        getitem_236: "f32[240]" = convolution_backward_27[2];  convolution_backward_27 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_38: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        detach_39: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(detach_38);  detach_38 = None
        threshold_backward_5: "f32[1, 64, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_234, detach_39, 0);  getitem_234 = detach_39 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_28 = torch.ops.aten.convolution_backward.default(threshold_backward_5, mean_3, primals_64, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_5 = mean_3 = primals_64 = None
        getitem_237: "f32[1, 240, 1, 1]" = convolution_backward_28[0]
        getitem_238: "f32[64, 240, 1, 1]" = convolution_backward_28[1]
        getitem_239: "f32[64]" = convolution_backward_28[2];  convolution_backward_28 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_6: "f32[1, 240, 4, 4]" = torch.ops.aten.expand.default(getitem_237, [1, 240, 4, 4]);  getitem_237 = None
        div_6: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Scalar(expand_6, 16);  expand_6 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_14: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(mul_19, div_6);  mul_19 = div_6 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_12: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_backward.default(add_14, clone_6);  add_14 = clone_6 = None
        native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_12, convolution_22, primals_62, primals_191, primals_192, getitem_49, getitem_50, False, 0.001, [True, True, True]);  hardswish_backward_12 = convolution_22 = primals_62 = primals_191 = primals_192 = getitem_49 = getitem_50 = None
        getitem_240: "f32[1, 240, 4, 4]" = native_batch_norm_backward_17[0]
        getitem_241: "f32[240]" = native_batch_norm_backward_17[1]
        getitem_242: "f32[240]" = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
        convolution_backward_29 = torch.ops.aten.convolution_backward.default(getitem_240, hardswish_5, primals_61, [0], [1, 1], [2, 2], [1, 1], False, [0, 0], 240, [True, True, False]);  getitem_240 = hardswish_5 = primals_61 = None
        getitem_243: "f32[1, 240, 4, 4]" = convolution_backward_29[0]
        getitem_244: "f32[240, 1, 5, 5]" = convolution_backward_29[1];  convolution_backward_29 = None
        hardswish_backward_13: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_backward.default(getitem_243, clone_5);  getitem_243 = clone_5 = None
        native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_13, convolution_21, primals_59, primals_188, primals_189, getitem_46, getitem_47, False, 0.001, [True, True, True]);  hardswish_backward_13 = convolution_21 = primals_59 = primals_188 = primals_189 = getitem_46 = getitem_47 = None
        getitem_246: "f32[1, 240, 4, 4]" = native_batch_norm_backward_18[0]
        getitem_247: "f32[240]" = native_batch_norm_backward_18[1]
        getitem_248: "f32[240]" = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
        convolution_backward_30 = torch.ops.aten.convolution_backward.default(getitem_246, add_1, primals_58, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_246 = add_1 = primals_58 = None
        getitem_249: "f32[1, 40, 4, 4]" = convolution_backward_30[0]
        getitem_250: "f32[240, 40, 1, 1]" = convolution_backward_30[1];  convolution_backward_30 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        add_15: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(getitem_225, getitem_249);  getitem_225 = getitem_249 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(add_15, convolution_20, primals_56, primals_185, primals_186, getitem_43, getitem_44, False, 0.001, [True, True, True]);  convolution_20 = primals_56 = primals_185 = primals_186 = getitem_43 = getitem_44 = None
        getitem_252: "f32[1, 40, 4, 4]" = native_batch_norm_backward_19[0]
        getitem_253: "f32[40]" = native_batch_norm_backward_19[1]
        getitem_254: "f32[40]" = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
        convolution_backward_31 = torch.ops.aten.convolution_backward.default(getitem_252, mul_2, primals_55, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_252 = mul_2 = primals_55 = None
        getitem_255: "f32[1, 240, 4, 4]" = convolution_backward_31[0]
        getitem_256: "f32[40, 240, 1, 1]" = convolution_backward_31[1];  convolution_backward_31 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_21: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_255, hardsigmoid_2);  hardsigmoid_2 = None
        mul_22: "f32[1, 240, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_255, hardswish_4);  getitem_255 = hardswish_4 = None
        sum_9: "f32[1, 240, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_22, [2, 3], True);  mul_22 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_6: "f32[1, 240, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_9, convolution_19);  sum_9 = convolution_19 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_32 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_6, relu_7, primals_53, [240], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_6 = relu_7 = primals_53 = None
        getitem_258: "f32[1, 64, 1, 1]" = convolution_backward_32[0]
        getitem_259: "f32[240, 64, 1, 1]" = convolution_backward_32[1]
        getitem_260: "f32[240]" = convolution_backward_32[2];  convolution_backward_32 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_40: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        detach_41: "f32[1, 64, 1, 1]" = torch.ops.aten.detach.default(detach_40);  detach_40 = None
        threshold_backward_6: "f32[1, 64, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_258, detach_41, 0);  getitem_258 = detach_41 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_33 = torch.ops.aten.convolution_backward.default(threshold_backward_6, mean_2, primals_51, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_6 = mean_2 = primals_51 = None
        getitem_261: "f32[1, 240, 1, 1]" = convolution_backward_33[0]
        getitem_262: "f32[64, 240, 1, 1]" = convolution_backward_33[1]
        getitem_263: "f32[64]" = convolution_backward_33[2];  convolution_backward_33 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_7: "f32[1, 240, 4, 4]" = torch.ops.aten.expand.default(getitem_261, [1, 240, 4, 4]);  getitem_261 = None
        div_7: "f32[1, 240, 4, 4]" = torch.ops.aten.div.Scalar(expand_7, 16);  expand_7 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_16: "f32[1, 240, 4, 4]" = torch.ops.aten.add.Tensor(mul_21, div_7);  mul_21 = div_7 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_14: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_backward.default(add_16, clone_4);  add_16 = clone_4 = None
        native_batch_norm_backward_20 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_14, convolution_17, primals_49, primals_182, primals_183, getitem_40, getitem_41, False, 0.001, [True, True, True]);  hardswish_backward_14 = convolution_17 = primals_49 = primals_182 = primals_183 = getitem_40 = getitem_41 = None
        getitem_264: "f32[1, 240, 4, 4]" = native_batch_norm_backward_20[0]
        getitem_265: "f32[240]" = native_batch_norm_backward_20[1]
        getitem_266: "f32[240]" = native_batch_norm_backward_20[2];  native_batch_norm_backward_20 = None
        convolution_backward_34 = torch.ops.aten.convolution_backward.default(getitem_264, hardswish_3, primals_48, [0], [1, 1], [2, 2], [1, 1], False, [0, 0], 240, [True, True, False]);  getitem_264 = hardswish_3 = primals_48 = None
        getitem_267: "f32[1, 240, 4, 4]" = convolution_backward_34[0]
        getitem_268: "f32[240, 1, 5, 5]" = convolution_backward_34[1];  convolution_backward_34 = None
        hardswish_backward_15: "f32[1, 240, 4, 4]" = torch.ops.aten.hardswish_backward.default(getitem_267, clone_3);  getitem_267 = clone_3 = None
        native_batch_norm_backward_21 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_15, convolution_16, primals_46, primals_179, primals_180, getitem_37, getitem_38, False, 0.001, [True, True, True]);  hardswish_backward_15 = convolution_16 = primals_46 = primals_179 = primals_180 = getitem_37 = getitem_38 = None
        getitem_270: "f32[1, 240, 4, 4]" = native_batch_norm_backward_21[0]
        getitem_271: "f32[240]" = native_batch_norm_backward_21[1]
        getitem_272: "f32[240]" = native_batch_norm_backward_21[2];  native_batch_norm_backward_21 = None
        convolution_backward_35 = torch.ops.aten.convolution_backward.default(getitem_270, getitem_33, primals_45, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_270 = getitem_33 = primals_45 = None
        getitem_273: "f32[1, 40, 4, 4]" = convolution_backward_35[0]
        getitem_274: "f32[240, 40, 1, 1]" = convolution_backward_35[1];  convolution_backward_35 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        add_17: "f32[1, 40, 4, 4]" = torch.ops.aten.add.Tensor(add_15, getitem_273);  add_15 = getitem_273 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_22 = torch.ops.aten.native_batch_norm_backward.default(add_17, convolution_15, primals_43, primals_176, primals_177, getitem_34, getitem_35, False, 0.001, [True, True, True]);  add_17 = convolution_15 = primals_43 = primals_176 = primals_177 = getitem_34 = getitem_35 = None
        getitem_276: "f32[1, 40, 4, 4]" = native_batch_norm_backward_22[0]
        getitem_277: "f32[40]" = native_batch_norm_backward_22[1]
        getitem_278: "f32[40]" = native_batch_norm_backward_22[2];  native_batch_norm_backward_22 = None
        convolution_backward_36 = torch.ops.aten.convolution_backward.default(getitem_276, mul_1, primals_42, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_276 = mul_1 = primals_42 = None
        getitem_279: "f32[1, 96, 4, 4]" = convolution_backward_36[0]
        getitem_280: "f32[40, 96, 1, 1]" = convolution_backward_36[1];  convolution_backward_36 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_23: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_279, hardsigmoid_1);  hardsigmoid_1 = None
        mul_24: "f32[1, 96, 4, 4]" = torch.ops.aten.mul.Tensor(getitem_279, hardswish_2);  getitem_279 = hardswish_2 = None
        sum_10: "f32[1, 96, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_24, [2, 3], True);  mul_24 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_7: "f32[1, 96, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_10, convolution_14);  sum_10 = convolution_14 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_37 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_7, relu_6, primals_40, [96], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_7 = relu_6 = primals_40 = None
        getitem_282: "f32[1, 24, 1, 1]" = convolution_backward_37[0]
        getitem_283: "f32[96, 24, 1, 1]" = convolution_backward_37[1]
        getitem_284: "f32[96]" = convolution_backward_37[2];  convolution_backward_37 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_42: "f32[1, 24, 1, 1]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        detach_43: "f32[1, 24, 1, 1]" = torch.ops.aten.detach.default(detach_42);  detach_42 = None
        threshold_backward_7: "f32[1, 24, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_282, detach_43, 0);  getitem_282 = detach_43 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_38 = torch.ops.aten.convolution_backward.default(threshold_backward_7, mean_1, primals_38, [24], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_7 = mean_1 = primals_38 = None
        getitem_285: "f32[1, 96, 1, 1]" = convolution_backward_38[0]
        getitem_286: "f32[24, 96, 1, 1]" = convolution_backward_38[1]
        getitem_287: "f32[24]" = convolution_backward_38[2];  convolution_backward_38 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_8: "f32[1, 96, 4, 4]" = torch.ops.aten.expand.default(getitem_285, [1, 96, 4, 4]);  getitem_285 = None
        div_8: "f32[1, 96, 4, 4]" = torch.ops.aten.div.Scalar(expand_8, 16);  expand_8 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_18: "f32[1, 96, 4, 4]" = torch.ops.aten.add.Tensor(mul_23, div_8);  mul_23 = div_8 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        hardswish_backward_16: "f32[1, 96, 4, 4]" = torch.ops.aten.hardswish_backward.default(add_18, clone_2);  add_18 = clone_2 = None
        native_batch_norm_backward_23 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_16, convolution_12, primals_36, primals_173, primals_174, getitem_31, getitem_32, False, 0.001, [True, True, True]);  hardswish_backward_16 = convolution_12 = primals_36 = primals_173 = primals_174 = getitem_31 = getitem_32 = None
        getitem_288: "f32[1, 96, 4, 4]" = native_batch_norm_backward_23[0]
        getitem_289: "f32[96]" = native_batch_norm_backward_23[1]
        getitem_290: "f32[96]" = native_batch_norm_backward_23[2];  native_batch_norm_backward_23 = None
        convolution_backward_39 = torch.ops.aten.convolution_backward.default(getitem_288, hardswish_1, primals_35, [0], [2, 2], [2, 2], [1, 1], False, [0, 0], 96, [True, True, False]);  getitem_288 = hardswish_1 = primals_35 = None
        getitem_291: "f32[1, 96, 8, 8]" = convolution_backward_39[0]
        getitem_292: "f32[96, 1, 5, 5]" = convolution_backward_39[1];  convolution_backward_39 = None
        hardswish_backward_17: "f32[1, 96, 8, 8]" = torch.ops.aten.hardswish_backward.default(getitem_291, clone_1);  getitem_291 = clone_1 = None
        native_batch_norm_backward_24 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_17, convolution_11, primals_33, primals_170, primals_171, getitem_28, getitem_29, False, 0.001, [True, True, True]);  hardswish_backward_17 = convolution_11 = primals_33 = primals_170 = primals_171 = getitem_28 = getitem_29 = None
        getitem_294: "f32[1, 96, 8, 8]" = native_batch_norm_backward_24[0]
        getitem_295: "f32[96]" = native_batch_norm_backward_24[1]
        getitem_296: "f32[96]" = native_batch_norm_backward_24[2];  native_batch_norm_backward_24 = None
        convolution_backward_40 = torch.ops.aten.convolution_backward.default(getitem_294, add, primals_32, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_294 = add = primals_32 = None
        getitem_297: "f32[1, 24, 8, 8]" = convolution_backward_40[0]
        getitem_298: "f32[96, 24, 1, 1]" = convolution_backward_40[1];  convolution_backward_40 = None
        native_batch_norm_backward_25 = torch.ops.aten.native_batch_norm_backward.default(getitem_297, convolution_10, primals_30, primals_167, primals_168, getitem_25, getitem_26, False, 0.001, [True, True, True]);  convolution_10 = primals_30 = primals_167 = primals_168 = getitem_25 = getitem_26 = None
        getitem_300: "f32[1, 24, 8, 8]" = native_batch_norm_backward_25[0]
        getitem_301: "f32[24]" = native_batch_norm_backward_25[1]
        getitem_302: "f32[24]" = native_batch_norm_backward_25[2];  native_batch_norm_backward_25 = None
        convolution_backward_41 = torch.ops.aten.convolution_backward.default(getitem_300, relu_5, primals_29, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_300 = primals_29 = None
        getitem_303: "f32[1, 88, 8, 8]" = convolution_backward_41[0]
        getitem_304: "f32[24, 88, 1, 1]" = convolution_backward_41[1];  convolution_backward_41 = None
        detach_46: "f32[1, 88, 8, 8]" = torch.ops.aten.detach.default(relu_5);  relu_5 = None
        detach_47: "f32[1, 88, 8, 8]" = torch.ops.aten.detach.default(detach_46);  detach_46 = None
        threshold_backward_8: "f32[1, 88, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_303, detach_47, 0);  getitem_303 = detach_47 = None
        native_batch_norm_backward_26 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_9, primals_27, primals_164, primals_165, getitem_22, getitem_23, False, 0.001, [True, True, True]);  threshold_backward_8 = convolution_9 = primals_27 = primals_164 = primals_165 = getitem_22 = getitem_23 = None
        getitem_306: "f32[1, 88, 8, 8]" = native_batch_norm_backward_26[0]
        getitem_307: "f32[88]" = native_batch_norm_backward_26[1]
        getitem_308: "f32[88]" = native_batch_norm_backward_26[2];  native_batch_norm_backward_26 = None
        convolution_backward_42 = torch.ops.aten.convolution_backward.default(getitem_306, relu_4, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 88, [True, True, False]);  getitem_306 = primals_26 = None
        getitem_309: "f32[1, 88, 8, 8]" = convolution_backward_42[0]
        getitem_310: "f32[88, 1, 3, 3]" = convolution_backward_42[1];  convolution_backward_42 = None
        detach_50: "f32[1, 88, 8, 8]" = torch.ops.aten.detach.default(relu_4);  relu_4 = None
        detach_51: "f32[1, 88, 8, 8]" = torch.ops.aten.detach.default(detach_50);  detach_50 = None
        threshold_backward_9: "f32[1, 88, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_309, detach_51, 0);  getitem_309 = detach_51 = None
        native_batch_norm_backward_27 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_8, primals_24, primals_161, primals_162, getitem_19, getitem_20, False, 0.001, [True, True, True]);  threshold_backward_9 = convolution_8 = primals_24 = primals_161 = primals_162 = getitem_19 = getitem_20 = None
        getitem_312: "f32[1, 88, 8, 8]" = native_batch_norm_backward_27[0]
        getitem_313: "f32[88]" = native_batch_norm_backward_27[1]
        getitem_314: "f32[88]" = native_batch_norm_backward_27[2];  native_batch_norm_backward_27 = None
        convolution_backward_43 = torch.ops.aten.convolution_backward.default(getitem_312, getitem_15, primals_23, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_312 = getitem_15 = primals_23 = None
        getitem_315: "f32[1, 24, 8, 8]" = convolution_backward_43[0]
        getitem_316: "f32[88, 24, 1, 1]" = convolution_backward_43[1];  convolution_backward_43 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        add_19: "f32[1, 24, 8, 8]" = torch.ops.aten.add.Tensor(getitem_297, getitem_315);  getitem_297 = getitem_315 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        native_batch_norm_backward_28 = torch.ops.aten.native_batch_norm_backward.default(add_19, convolution_7, primals_21, primals_158, primals_159, getitem_16, getitem_17, False, 0.001, [True, True, True]);  add_19 = convolution_7 = primals_21 = primals_158 = primals_159 = getitem_16 = getitem_17 = None
        getitem_318: "f32[1, 24, 8, 8]" = native_batch_norm_backward_28[0]
        getitem_319: "f32[24]" = native_batch_norm_backward_28[1]
        getitem_320: "f32[24]" = native_batch_norm_backward_28[2];  native_batch_norm_backward_28 = None
        convolution_backward_44 = torch.ops.aten.convolution_backward.default(getitem_318, relu_3, primals_20, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_318 = primals_20 = None
        getitem_321: "f32[1, 72, 8, 8]" = convolution_backward_44[0]
        getitem_322: "f32[24, 72, 1, 1]" = convolution_backward_44[1];  convolution_backward_44 = None
        detach_54: "f32[1, 72, 8, 8]" = torch.ops.aten.detach.default(relu_3);  relu_3 = None
        detach_55: "f32[1, 72, 8, 8]" = torch.ops.aten.detach.default(detach_54);  detach_54 = None
        threshold_backward_10: "f32[1, 72, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_321, detach_55, 0);  getitem_321 = detach_55 = None
        native_batch_norm_backward_29 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_6, primals_18, primals_155, primals_156, getitem_13, getitem_14, False, 0.001, [True, True, True]);  threshold_backward_10 = convolution_6 = primals_18 = primals_155 = primals_156 = getitem_13 = getitem_14 = None
        getitem_324: "f32[1, 72, 8, 8]" = native_batch_norm_backward_29[0]
        getitem_325: "f32[72]" = native_batch_norm_backward_29[1]
        getitem_326: "f32[72]" = native_batch_norm_backward_29[2];  native_batch_norm_backward_29 = None
        convolution_backward_45 = torch.ops.aten.convolution_backward.default(getitem_324, relu_2, primals_17, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 72, [True, True, False]);  getitem_324 = primals_17 = None
        getitem_327: "f32[1, 72, 16, 16]" = convolution_backward_45[0]
        getitem_328: "f32[72, 1, 3, 3]" = convolution_backward_45[1];  convolution_backward_45 = None
        detach_58: "f32[1, 72, 16, 16]" = torch.ops.aten.detach.default(relu_2);  relu_2 = None
        detach_59: "f32[1, 72, 16, 16]" = torch.ops.aten.detach.default(detach_58);  detach_58 = None
        threshold_backward_11: "f32[1, 72, 16, 16]" = torch.ops.aten.threshold_backward.default(getitem_327, detach_59, 0);  getitem_327 = detach_59 = None
        native_batch_norm_backward_30 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, convolution_5, primals_15, primals_152, primals_153, getitem_10, getitem_11, False, 0.001, [True, True, True]);  threshold_backward_11 = convolution_5 = primals_15 = primals_152 = primals_153 = getitem_10 = getitem_11 = None
        getitem_330: "f32[1, 72, 16, 16]" = native_batch_norm_backward_30[0]
        getitem_331: "f32[72]" = native_batch_norm_backward_30[1]
        getitem_332: "f32[72]" = native_batch_norm_backward_30[2];  native_batch_norm_backward_30 = None
        convolution_backward_46 = torch.ops.aten.convolution_backward.default(getitem_330, getitem_6, primals_14, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_330 = getitem_6 = primals_14 = None
        getitem_333: "f32[1, 16, 16, 16]" = convolution_backward_46[0]
        getitem_334: "f32[72, 16, 1, 1]" = convolution_backward_46[1];  convolution_backward_46 = None
        native_batch_norm_backward_31 = torch.ops.aten.native_batch_norm_backward.default(getitem_333, convolution_4, primals_12, primals_149, primals_150, getitem_7, getitem_8, False, 0.001, [True, True, True]);  getitem_333 = convolution_4 = primals_12 = primals_149 = primals_150 = getitem_7 = getitem_8 = None
        getitem_336: "f32[1, 16, 16, 16]" = native_batch_norm_backward_31[0]
        getitem_337: "f32[16]" = native_batch_norm_backward_31[1]
        getitem_338: "f32[16]" = native_batch_norm_backward_31[2];  native_batch_norm_backward_31 = None
        convolution_backward_47 = torch.ops.aten.convolution_backward.default(getitem_336, mul, primals_11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_336 = mul = primals_11 = None
        getitem_339: "f32[1, 16, 16, 16]" = convolution_backward_47[0]
        getitem_340: "f32[16, 16, 1, 1]" = convolution_backward_47[1];  convolution_backward_47 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation.forward in forward, code: return scale * input
        mul_25: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_339, hardsigmoid);  hardsigmoid = None
        mul_26: "f32[1, 16, 16, 16]" = torch.ops.aten.mul.Tensor(getitem_339, relu);  getitem_339 = None
        sum_11: "f32[1, 16, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_26, [2, 3], True);  mul_26 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: return self.scale_activation(scale)
        hardsigmoid_backward_8: "f32[1, 16, 1, 1]" = torch.ops.aten.hardsigmoid_backward.default(sum_11, convolution_3);  sum_11 = convolution_3 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc2(scale)
        convolution_backward_48 = torch.ops.aten.convolution_backward.default(hardsigmoid_backward_8, relu_1, primals_9, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  hardsigmoid_backward_8 = relu_1 = primals_9 = None
        getitem_342: "f32[1, 8, 1, 1]" = convolution_backward_48[0]
        getitem_343: "f32[16, 8, 1, 1]" = convolution_backward_48[1]
        getitem_344: "f32[16]" = convolution_backward_48[2];  convolution_backward_48 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.activation(scale)
        detach_60: "f32[1, 8, 1, 1]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_61: "f32[1, 8, 1, 1]" = torch.ops.aten.detach.default(detach_60);  detach_60 = None
        threshold_backward_12: "f32[1, 8, 1, 1]" = torch.ops.aten.threshold_backward.default(getitem_342, detach_61, 0);  getitem_342 = detach_61 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.fc1(scale)
        convolution_backward_49 = torch.ops.aten.convolution_backward.default(threshold_backward_12, mean, primals_7, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_12 = mean = primals_7 = None
        getitem_345: "f32[1, 16, 1, 1]" = convolution_backward_49[0]
        getitem_346: "f32[8, 16, 1, 1]" = convolution_backward_49[1]
        getitem_347: "f32[8]" = convolution_backward_49[2];  convolution_backward_49 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        expand_9: "f32[1, 16, 16, 16]" = torch.ops.aten.expand.default(getitem_345, [1, 16, 16, 16]);  getitem_345 = None
        div_9: "f32[1, 16, 16, 16]" = torch.ops.aten.div.Scalar(expand_9, 256);  expand_9 = None

        # File: torchvision/ops/misc.py:SqueezeExcitation._scale in _scale, code: scale = self.avgpool(input)
        add_20: "f32[1, 16, 16, 16]" = torch.ops.aten.add.Tensor(mul_25, div_9);  mul_25 = div_9 = None

        # File: torchvision/models/mobilenetv3.py:InvertedResidual.forward in forward, code: result = self.block(input)
        detach_64: "f32[1, 16, 16, 16]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_65: "f32[1, 16, 16, 16]" = torch.ops.aten.detach.default(detach_64);  detach_64 = None
        threshold_backward_13: "f32[1, 16, 16, 16]" = torch.ops.aten.threshold_backward.default(add_20, detach_65, 0);  add_20 = detach_65 = None
        native_batch_norm_backward_32 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_1, primals_5, primals_146, primals_147, getitem_4, getitem_5, False, 0.001, [True, True, True]);  threshold_backward_13 = convolution_1 = primals_5 = primals_146 = primals_147 = getitem_4 = getitem_5 = None
        getitem_348: "f32[1, 16, 16, 16]" = native_batch_norm_backward_32[0]
        getitem_349: "f32[16]" = native_batch_norm_backward_32[1]
        getitem_350: "f32[16]" = native_batch_norm_backward_32[2];  native_batch_norm_backward_32 = None
        convolution_backward_50 = torch.ops.aten.convolution_backward.default(getitem_348, hardswish, primals_4, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 16, [True, True, False]);  getitem_348 = hardswish = primals_4 = None
        getitem_351: "f32[1, 16, 32, 32]" = convolution_backward_50[0]
        getitem_352: "f32[16, 1, 3, 3]" = convolution_backward_50[1];  convolution_backward_50 = None

        # File: torchvision/models/mobilenetv3.py:MobileNetV3._forward_impl in _forward_impl, code: x = self.features(x)
        hardswish_backward_18: "f32[1, 16, 32, 32]" = torch.ops.aten.hardswish_backward.default(getitem_351, clone);  getitem_351 = clone = None
        native_batch_norm_backward_33 = torch.ops.aten.native_batch_norm_backward.default(hardswish_backward_18, convolution, primals_2, primals_143, primals_144, getitem_1, getitem_2, False, 0.001, [True, True, True]);  hardswish_backward_18 = convolution = primals_2 = primals_143 = primals_144 = getitem_1 = getitem_2 = None
        getitem_354: "f32[1, 16, 32, 32]" = native_batch_norm_backward_33[0]
        getitem_355: "f32[16]" = native_batch_norm_backward_33[1]
        getitem_356: "f32[16]" = native_batch_norm_backward_33[2];  native_batch_norm_backward_33 = None
        convolution_backward_51 = torch.ops.aten.convolution_backward.default(getitem_354, primals_245, primals_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_354 = primals_245 = primals_1 = None
        getitem_358: "f32[16, 3, 3, 3]" = convolution_backward_51[1];  convolution_backward_51 = None
        return [getitem_358, getitem_355, getitem_356, getitem_352, getitem_349, getitem_350, getitem_346, getitem_347, getitem_343, getitem_344, getitem_340, getitem_337, getitem_338, getitem_334, getitem_331, getitem_332, getitem_328, getitem_325, getitem_326, getitem_322, getitem_319, getitem_320, getitem_316, getitem_313, getitem_314, getitem_310, getitem_307, getitem_308, getitem_304, getitem_301, getitem_302, getitem_298, getitem_295, getitem_296, getitem_292, getitem_289, getitem_290, getitem_286, getitem_287, getitem_283, getitem_284, getitem_280, getitem_277, getitem_278, getitem_274, getitem_271, getitem_272, getitem_268, getitem_265, getitem_266, getitem_262, getitem_263, getitem_259, getitem_260, getitem_256, getitem_253, getitem_254, getitem_250, getitem_247, getitem_248, getitem_244, getitem_241, getitem_242, getitem_238, getitem_239, getitem_235, getitem_236, getitem_232, getitem_229, getitem_230, getitem_226, getitem_223, getitem_224, getitem_220, getitem_217, getitem_218, getitem_214, getitem_215, getitem_211, getitem_212, getitem_208, getitem_205, getitem_206, getitem_202, getitem_199, getitem_200, getitem_196, getitem_193, getitem_194, getitem_190, getitem_191, getitem_187, getitem_188, getitem_184, getitem_181, getitem_182, getitem_178, getitem_175, getitem_176, getitem_172, getitem_169, getitem_170, getitem_166, getitem_167, getitem_163, getitem_164, getitem_160, getitem_157, getitem_158, getitem_154, getitem_151, getitem_152, getitem_148, getitem_145, getitem_146, getitem_142, getitem_143, getitem_139, getitem_140, getitem_136, getitem_133, getitem_134, getitem_130, getitem_127, getitem_128, getitem_124, getitem_121, getitem_122, getitem_118, getitem_119, getitem_115, getitem_116, getitem_112, getitem_109, getitem_110, getitem_106, getitem_103, getitem_104, t_9, view_2, t_5, view_1, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None]
